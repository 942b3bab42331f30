package dev.switchboard.gateway.session;

import java.time.Duration;
import java.util.Map;

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

/** The official MCP Java SDK client, unmodified, against the gateway and a real backend service. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OfficialJavaSdkClientTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theSdkClientInitializesListsAndCalls() {
        mcp.awaitTool("fx_echo");
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(mcp.baseUrl())
                .endpoint("/mcp")
                .jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .build();
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build();
        try {
            McpSchema.InitializeResult init = client.initialize();
            assertThat(init.protocolVersion()).isIn("2025-11-25", "2025-06-18", "2025-03-26");
            assertThat(init.serverInfo().name()).isEqualTo("switchboard-gateway");

            McpSchema.ListToolsResult tools = client.listTools();
            assertThat(tools.tools()).extracting(McpSchema.Tool::name).contains("fx_echo", "fx_fail");

            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("fx_echo",
                    Map.of("text", "from the sdk")));
            assertThat(result.isError()).as(result.toString()).isNotEqualTo(Boolean.TRUE);
            assertThat(((McpSchema.TextContent) result.content().get(0)).text()).contains("from the sdk");
            assertThat(result.structuredContent()).isEqualTo(Map.of("echo", "from the sdk"));

            McpSchema.CallToolResult failure = client.callTool(new McpSchema.CallToolRequest("fx_fail", Map.of()));
            assertThat(failure.isError()).isTrue();
        } finally {
            client.closeGracefully();
        }
    }
}
