package dev.switchboard.it;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** The official Java SDK client, unmodified, against the packaged gateway and the real text-analysis service. */
class JavaSdkClientThroughTheSuiteIT {

    private static LocalRedis redis;
    private static SuiteProcess gateway;
    private static SuiteProcess textAnalysis;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of());
        textAnalysis = SuiteProcess.start("text-analysis-service", redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(textAnalysis, gateway, redis);
    }

    @Test
    void theSdkClientInitializesListsAndCallsAnalyzeText() {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper())).build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        try {
            assertThat(client.initialize().protocolVersion()).startsWith("2025-");
            await().atMost(Duration.ofSeconds(20)).until(() -> client.listTools().tools().stream()
                    .anyMatch(tool -> tool.name().equals("analyzeText")));

            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("analyzeText",
                    Map.of("text", "The gateway forwards this call. The service counts its words!")));

            assertThat(result.isError()).as(result.toString()).isNotEqualTo(Boolean.TRUE);
            @SuppressWarnings("unchecked")
            Map<String, Object> statistics = (Map<String, Object>) ((Map<String, Object>) result.structuredContent())
                    .get("statistics");
            assertThat(statistics).containsEntry("sentenceCount", 2).containsEntry("wordCount", 10);
        } finally {
            client.closeGracefully();
        }
    }
}
