package dev.switchboard.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.BridgeUpstreams;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The official Java SDK client, through the packaged gateway, reaching two existing MCP servers behind the packaged
 * bridge: server-everything over stdio and the TypeScript SDK test server over Streamable HTTP. The client answers
 * the upstreams' sampling and elicitation requests itself.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class BridgedServersThroughTheGatewayIT {

    private static LocalRedis redis;
    private static HttpUpstream remote;
    private static SuiteProcess gateway;
    private static SuiteProcess bridge;
    private static McpSyncClient client;
    private static final List<McpSchema.ProgressNotification> PROGRESS = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        remote = HttpUpstream.start();
        Path upstreams = BridgeUpstreams.write(Files.createTempDirectory("bridge-it"), remote);
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of());
        bridge = SuiteProcess.start("mcp-bridge-service", redis.url(),
                Map.of("BRIDGE_UPSTREAMS_FILE", upstreams.toString()));
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper())).build())
                .requestTimeout(Duration.ofSeconds(30))
                .capabilities(McpSchema.ClientCapabilities.builder().sampling().elicitation().build())
                .sampling(request -> McpSchema.CreateMessageResult.builder()
                        .role(McpSchema.Role.ASSISTANT)
                        .content(new McpSchema.TextContent("The client's model says 42."))
                        .model("test-model")
                        .build())
                .elicitation(request -> new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.ACCEPT,
                        Map.of("name", "Ada")))
                .progressConsumer(PROGRESS::add)
                .build();
        client.initialize();
        await().atMost(Duration.ofSeconds(60)).until(() -> client.listTools().tools().stream()
                .map(McpSchema.Tool::name).toList().containsAll(List.of("everything_echo", "remote_echo")));
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.closeGracefully();
        }
        Processes.closeAll(bridge, gateway, remote, redis);
    }

    @Test
    void toolsOfBothUpstreamsAreListedAndCallable() {
        assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
                .contains("everything_get-sum", "remote_count_slowly", "remote_ask_name")
                .doesNotContain("everything_gzip-file-as-resource");

        assertThat(text(client.callTool(new McpSchema.CallToolRequest("everything_echo", Map.of("message", "hi")))))
                .isEqualTo("Echo: hi");
        assertThat(text(client.callTool(new McpSchema.CallToolRequest("remote_echo", Map.of("message", "hey")))))
                .isEqualTo("Echo: hey");
    }

    @Test
    void progressOfAnUpstreamToolReachesTheClient() {
        McpSchema.CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder()
                .name("remote_count_slowly").arguments(Map.of("steps", 3)).progressToken("count-1").build());

        assertThat(text(result)).isEqualTo("Counted to 3");
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(PROGRESS)
                .filteredOn(progress -> "count-1".equals(progress.progressToken()))
                .extracting(McpSchema.ProgressNotification::progress).contains(1.0, 2.0, 3.0));
    }

    @Test
    void samplingOfAStdioUpstreamIsAnsweredByTheClientsModel() {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest(
                "everything_trigger-sampling-request", Map.of("prompt", "What is 6 times 7?", "maxTokens", 20)));

        assertThat(result.isError()).as(result.toString()).isNotEqualTo(Boolean.TRUE);
        assertThat(text(result)).contains("The client's model says 42.");
    }

    @Test
    void elicitationOfAStreamableHttpUpstreamIsAnsweredByTheClient() {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("remote_ask_name", Map.of()));

        assertThat(text(result)).isEqualTo("Hello, Ada!");
    }

    @Test
    void aResourceAndAPromptOfTheUpstreamsAreServed() {
        McpSchema.ReadResourceResult read = client.readResource(new McpSchema.ReadResourceRequest(
                "remote+notes://welcome"));
        assertThat(((McpSchema.TextResourceContents) read.contents().get(0)).text())
                .isEqualTo("Welcome to the test upstream.");

        McpSchema.GetPromptResult prompt = client.getPrompt(new McpSchema.GetPromptRequest("remote_greeting",
                Map.of("name", "Grace")));
        assertThat(((McpSchema.TextContent) prompt.messages().get(0).content()).text())
                .isEqualTo("Say hello to Grace.");
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
