package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.MAP;
import static org.awaitility.Awaitility.await;

/**
 * A tool result's {@code _meta} (what an MCP App's view reads beside the result) reaches the client from the service
 * through the internal contract: in the session era (the official Java SDK client reads it), in 2026-07-28 beside the
 * gateway's own server info, from the result cache, and as a task's result. A key MCP reserves that the service set
 * ({@code io.modelcontextprotocol/related-task}) does not pass; the gateway sets its own.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolResultsCarryTheirMetaToTheClientTest {

    private static final String SERIES = "_meta.'" + AppFixtures.SERIES_META + "'";
    private static final String RELATED_TASK = "_meta.'io.modelcontextprotocol/related-task'";

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theSessionEraResultCarriesTheServicesMetaToTheJavaSdk() {
        awaitSeries();
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(mcp.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper())).build())
                .requestTimeout(Duration.ofSeconds(20)).build();
        try {
            client.initialize();
            // The fixture's registration may vanish for a moment between awaitSeries and this call (see there).
            McpSchema.CallToolResult result = await().atMost(Duration.ofSeconds(30)).until(
                    () -> client.callTool(new McpSchema.CallToolRequest("fx_chart_series",
                            Map.of("key", "sdk-" + System.nanoTime()))),
                    answered -> !Boolean.TRUE.equals(answered.isError()));

            assertThat(result.meta()).containsKey(AppFixtures.SERIES_META)
                    .doesNotContainKey("io.modelcontextprotocol/related-task");
            assertThat(result.meta().get(AppFixtures.SERIES_META)).asInstanceOf(MAP).containsKey("drawn");
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void aModernResultCarriesItBesideTheGatewaysServerInfoAndTheCacheKeepsIt() {
        awaitSeries();
        String arguments = "{\"key\":\"modern-" + System.nanoTime() + "\"}";
        JsonPath first = call(arguments);

        assertThat(first.getInt(SERIES + ".drawn")).isPositive();
        assertThat((Object) first.get("_meta.'io.modelcontextprotocol/serverInfo'")).isNotNull();
        assertThat((Object) first.get(RELATED_TASK)).isNull();

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
            JsonPath stored = call(arguments);
            JsonPath cached = call(arguments);
            assertThat(cached.getInt(SERIES + ".drawn")).as("served from the cache, with its _meta")
                    .isEqualTo(stored.getInt(SERIES + ".drawn"));
            assertThat((Object) cached.get("_meta.'io.modelcontextprotocol/serverInfo'")).isNotNull();
        });
    }

    /**
     * Waits until the fixture service answers (not only lists) the tool: a test before may have taken its registration
     * away for a moment, and a call then fails as unavailable, without the service's result.
     */
    private void awaitSeries() {
        mcp.awaitTool("fx_chart_series");
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat((Object) call("{\"key\":\"probe-"
                + System.nanoTime() + "\"}").get("isError")).isNull());
    }

    private JsonPath call(String arguments) {
        return mcp.modern("tools/call").tool("fx_chart_series", arguments).then().statusCode(200).extract().jsonPath()
                .setRootPath("result");
    }

    @Test
    void aTasksResultCarriesItTiedToItsOwnTask() {
        awaitSeries();
        McpSession session = mcp.session().open();
        String id = session.request("tools/call", "{\"name\":\"fx_chart_series\",\"arguments\":{\"key\":\"task-"
                + System.nanoTime() + "\"},\"task\":{}}").jsonPath().getString("result.task.taskId");

        JsonPath result = session.request("tasks/result", "{\"taskId\":\"" + id + "\"}").jsonPath()
                .setRootPath("result");

        assertThat(result.getInt(SERIES + ".drawn")).isPositive();
        assertThat(result.getString(RELATED_TASK + ".taskId")).isEqualTo(id);
    }
}
