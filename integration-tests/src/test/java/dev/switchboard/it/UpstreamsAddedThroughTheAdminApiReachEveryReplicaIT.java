package dev.switchboard.it;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Two packaged gateway replicas and two packaged bridge replicas on one Redis, with nothing restarted: an upstream
 * added through one gateway's admin API is listed and called within seconds on each bridge replica and, by the official
 * MCP Java SDK client, through each gateway replica; then changed, then removed through the other gateway's admin API,
 * and gone from both gateways' lists. Its API key travels sealed (the upstream refuses every request without it). An
 * upstream for named tenants is neither listed nor called by any other tenant. A name the bridges' upstreams file uses
 * is refused with 409.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamsAddedThroughTheAdminApiReachEveryReplicaIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";
    private static final String API_KEY = "it-upstream-api-key";
    private static final Duration WITHIN_SECONDS = Duration.ofSeconds(10);
    private static final Map<String, String> SECRETS = Map.of("SWITCHBOARD_UPSTREAM_SECRETS_KEYS",
            "it-upstream-secrets-key-0123456789abcdef");

    private static LocalRedis redis;
    private static HttpUpstream guarded;
    private static final List<SuiteProcess> gateways = new ArrayList<>();
    private static final List<SuiteProcess> bridges = new ArrayList<>();
    /** The official Java SDK client of each gateway replica, in the same order. */
    private static final List<McpSyncClient> clients = new ArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        guarded = HttpUpstream.start(Map.of("REQUIRED_HEADER", "X-Api-Key: " + API_KEY));
        ObjectNode remote = JSON.createObjectNode().put("name", "remote").put("transport", "http")
                .put("url", guarded.url());
        remote.putObject("headers").put("X-Api-Key", API_KEY);
        ObjectNode file = JSON.createObjectNode();
        file.putArray("upstreams").add(remote);
        Path upstreams = Files.writeString(Files.createTempDirectory("runtime-upstreams").resolve("upstreams.json"),
                file.toString());
        for (int i = 0; i < 2; i++) {
            gateways.add(SuiteProcess.start("gateway", redis.url(),
                    with(SECRETS, "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY)));
            bridges.add(SuiteProcess.start("mcp-bridge-service", redis.url(),
                    with(SECRETS, "BRIDGE_UPSTREAMS_FILE", upstreams.toString())));
        }
        for (SuiteProcess gateway : gateways) {
            McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                    .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(JSON)).build())
                    .requestTimeout(Duration.ofSeconds(30)).build();
            client.initialize();
            clients.add(client);
        }
        for (McpSyncClient client : clients) {
            await().atMost(Duration.ofSeconds(60)).until(() -> listed(client).contains("remote_echo"));
        }
    }

    @AfterAll
    static void stop() {
        clients.forEach(McpSyncClient::closeGracefully);
        bridges.forEach(Processes::closeAll);
        gateways.forEach(Processes::closeAll);
        Processes.closeAll(guarded, redis);
    }

    private static Map<String, String> with(Map<String, String> env, String name, String value) {
        Map<String, String> all = new HashMap<>(env);
        all.put(name, value);
        return all;
    }

    private static RequestSpecification admin(SuiteProcess gateway) {
        return given().baseUri(gateway.baseUrl()).header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType("application/json");
    }

    @Test
    void anAddedUpstreamIsServedByEveryReplicaThenChangedThenRemoved() throws Exception {
        admin(gateways.get(0)).body("{\"transport\":\"http\",\"url\":\"" + guarded.url() + "\",\"headers\":"
                + "{\"X-Api-Key\":\"" + API_KEY + "\"}}").put("/admin/v1/upstreams/notes").then().statusCode(201)
                .body("headers.X-Api-Key", equalTo("<redacted>"));

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).contains("notes_echo"));
            assertThat(call(bridge, "notes_echo", "on " + bridge.port())).isEqualTo("Echo: on " + bridge.port());
        }
        for (int i = 0; i < clients.size(); i++) {
            McpSyncClient client = clients.get(i);
            await().atMost(WITHIN_SECONDS).until(() -> listed(client).contains("notes_echo"));
            assertThat(text(client, "notes_echo", "through gateway " + i)).isEqualTo("Echo: through gateway " + i);
        }

        ObjectNode shown = (ObjectNode) JSON.readTree(admin(gateways.get(1)).get("/admin/v1/upstreams/notes").then()
                .statusCode(200).extract().asString());
        admin(gateways.get(1)).body(shown.put("prefix", "nb").toString()).put("/admin/v1/upstreams/notes").then()
                .statusCode(200);

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).contains("nb_echo")
                    && !tools(bridge).contains("notes_echo"));
            assertThat(call(bridge, "nb_echo", "changed")).isEqualTo("Echo: changed");
        }
        for (McpSyncClient client : clients) {
            await().atMost(WITHIN_SECONDS).until(() -> listed(client).contains("nb_echo")
                    && !listed(client).contains("notes_echo"));
            assertThat(text(client, "nb_echo", "changed")).isEqualTo("Echo: changed");
        }

        admin(gateways.get(1)).delete("/admin/v1/upstreams/notes").then().statusCode(204);

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).stream().noneMatch(t -> t.startsWith("nb_")));
        }
        for (McpSyncClient client : clients) {
            await().atMost(WITHIN_SECONDS).untilAsserted(() -> assertThat(listed(client)).contains("remote_echo")
                    .doesNotContain("nb_echo"));
            assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("nb_echo",
                    Map.of("message", "gone")))).isInstanceOf(McpError.class).hasMessageContaining("Unknown tool: nb_echo");
        }
    }

    @Test
    void anUpstreamForNamedTenantsIsListedAndCalledByThemOnly() throws Exception {
        String team = "{\"transport\":\"http\",\"url\":\"" + guarded.url() + "\",\"headers\":{\"X-Api-Key\":\""
                + API_KEY + "\"},\"tenants\":[\"%s\"]}";
        admin(gateways.get(0)).body(team.formatted("acme")).put("/admin/v1/upstreams/team").then().statusCode(201);
        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).contains("team_echo"));
        }
        for (McpSyncClient client : clients) {
            // The gateways' own caller (authentication off) is tenant "anonymous": not one the upstream names.
            await().during(Duration.ofSeconds(2)).atMost(WITHIN_SECONDS)
                    .until(() -> !listed(client).contains("team_echo"));
            assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("team_echo",
                    Map.of("message", "not ours")))).isInstanceOf(McpError.class)
                    .hasMessageContaining("Unknown tool: team_echo");
        }

        admin(gateways.get(1)).body(team.formatted("anonymous")).put("/admin/v1/upstreams/team").then()
                .statusCode(200);
        for (int i = 0; i < clients.size(); i++) {
            McpSyncClient client = clients.get(i);
            await().atMost(WITHIN_SECONDS).until(() -> listed(client).contains("team_echo"));
            assertThat(text(client, "team_echo", "ours " + i)).isEqualTo("Echo: ours " + i);
        }
        admin(gateways.get(0)).delete("/admin/v1/upstreams/team").then().statusCode(204);
    }

    @Test
    void aNameOfTheBridgesUpstreamsFileIsRefusedWith409() {
        admin(gateways.get(0)).body("{\"transport\":\"http\",\"url\":\"" + guarded.url() + "\"}")
                .put("/admin/v1/upstreams/remote").then().statusCode(409)
                .body("error", containsString("upstreams file of service 'mcp-bridge'"));
    }

    private static List<String> listed(McpSyncClient client) {
        return client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }

    private static String text(McpSyncClient client, String tool, String message) {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest(tool,
                Map.of("message", message)));
        assertThat(result.isError()).as(result.toString()).isNotEqualTo(Boolean.TRUE);
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    private static List<String> tools(SuiteProcess bridge) throws Exception {
        HttpResponse<String> manifest = HTTP.send(HttpRequest.newBuilder(
                URI.create(bridge.baseUrl() + "/internal/v1/manifest"))
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice")).build(),
                HttpResponse.BodyHandlers.ofString());
        List<String> names = new ArrayList<>();
        JSON.readTree(manifest.body()).path("tools").forEach(tool -> names.add(tool.path("name").asText()));
        return names;
    }

    private static String call(SuiteProcess bridge, String tool, String message) throws Exception {
        ObjectNode body = JSON.createObjectNode();
        body.putObject("arguments").put("message", message);
        body.putObject("context").put("tenant", "acme").put("subject", "alice");
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(
                URI.create(bridge.baseUrl() + "/internal/v1/tools/" + tool))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice"))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode answer = JSON.readTree(response.body());
        return answer.path("content").path(0).path("text").asText(answer.toString());
    }
}
