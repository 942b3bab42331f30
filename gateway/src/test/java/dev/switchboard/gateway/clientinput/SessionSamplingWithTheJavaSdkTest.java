package dev.switchboard.gateway.clientinput;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session-era client (the official Java SDK) with a sampling handler: the service's input_required becomes a real
 * sampling/createMessage request on the call's stream, and the client's answer completes the call.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionSamplingWithTheJavaSdkTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theServiceAsksTheClientsModelThroughTheGateway() {
        mcp.awaitTool("fx_sample");
        AtomicInteger asked = new AtomicInteger();
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(mcp.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper())).build();
        McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(20))
                .capabilities(McpSchema.ClientCapabilities.builder().sampling().build())
                .sampling(request -> {
                    asked.incrementAndGet();
                    return McpSchema.CreateMessageResult.builder()
                            .role(McpSchema.Role.ASSISTANT)
                            .content(new McpSchema.TextContent("hello from the model"))
                            .model("test-model")
                            .build();
                })
                .build();
        try {
            client.initialize();
            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("fx_sample", Map.of()));

            assertThat(asked).hasValue(1);
            assertThat(result.isError()).as(result.toString()).isNotEqualTo(Boolean.TRUE);
            assertThat(result.structuredContent()).isEqualTo(Map.of("model", "hello from the model", "state", "round-1"));
        } finally {
            client.closeGracefully();
        }
    }
}
