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
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The packaged gateway and two packaged bridge replicas on one Redis, with nothing restarted: an upstream added through
 * the gateway's admin API is listed and called on each replica within seconds and through the gateway, then changed,
 * then removed the same way. Its API key travels sealed (the upstream refuses every request without it). A name the
 * bridges' upstreams file uses is refused with 409.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamsAddedThroughTheAdminApiReachEveryBridgeReplicaIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";
    private static final String API_KEY = "it-upstream-api-key";
    private static final Duration WITHIN_SECONDS = Duration.ofSeconds(10);
    private static final Map<String, String> SECRETS = Map.of("SWITCHBOARD_UPSTREAM_SECRETS_KEYS",
            "it-upstream-secrets-key-0123456789abcdef");

    private static LocalRedis redis;
    private static HttpUpstream guarded;
    private static SuiteProcess gateway;
    private static final List<SuiteProcess> bridges = new ArrayList<>();

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
        gateway = SuiteProcess.start("gateway", redis.url(), with(SECRETS, "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY));
        for (int i = 0; i < 2; i++) {
            bridges.add(SuiteProcess.start("mcp-bridge-service", redis.url(),
                    with(SECRETS, "BRIDGE_UPSTREAMS_FILE", upstreams.toString())));
        }
        gateway.mcp().awaitTool("remote_echo");
    }

    @AfterAll
    static void stop() {
        bridges.forEach(Processes::closeAll);
        Processes.closeAll(gateway, guarded, redis);
    }

    private static Map<String, String> with(Map<String, String> env, String name, String value) {
        Map<String, String> all = new HashMap<>(env);
        all.put(name, value);
        return all;
    }

    private static RequestSpecification admin() {
        return given().baseUri(gateway.baseUrl()).header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType("application/json");
    }

    @Test
    void anAddedUpstreamIsServedByEveryReplicaThenChangedThenRemoved() throws Exception {
        admin().body("{\"transport\":\"http\",\"url\":\"" + guarded.url() + "\",\"headers\":{\"X-Api-Key\":\""
                + API_KEY + "\"}}").put("/admin/v1/upstreams/notes").then().statusCode(201)
                .body("headers.X-Api-Key", equalTo("<redacted>"));

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).contains("notes_echo"));
            assertThat(call(bridge, "notes_echo", "on " + bridge.port())).isEqualTo("Echo: on " + bridge.port());
        }
        gateway.mcp().awaitTool("notes_echo");
        gateway.mcp().modern("tools/call").tool("notes_echo", "{\"message\":\"through the gateway\"}").then()
                .statusCode(200).body("result.content[0].text", equalTo("Echo: through the gateway"));

        ObjectNode shown = (ObjectNode) JSON.readTree(admin().get("/admin/v1/upstreams/notes").then().statusCode(200)
                .extract().asString());
        admin().body(shown.put("prefix", "nb").toString()).put("/admin/v1/upstreams/notes").then().statusCode(200);

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).contains("nb_echo")
                    && !tools(bridge).contains("notes_echo"));
            assertThat(call(bridge, "nb_echo", "changed")).isEqualTo("Echo: changed");
        }
        gateway.mcp().awaitTool("nb_echo");

        admin().delete("/admin/v1/upstreams/notes").then().statusCode(204);

        for (SuiteProcess bridge : bridges) {
            await().atMost(WITHIN_SECONDS).until(() -> tools(bridge).stream().noneMatch(t -> t.startsWith("nb_")));
        }
        await().atMost(WITHIN_SECONDS).untilAsserted(() -> assertThat(gateway.mcp().modern("tools/list").then()
                .statusCode(200).extract().jsonPath().getList("result.tools.name", String.class))
                .contains("remote_echo").doesNotContain("nb_echo"));
    }

    @Test
    void aNameOfTheBridgesUpstreamsFileIsRefusedWith409() {
        admin().body("{\"transport\":\"http\",\"url\":\"" + guarded.url() + "\"}").put("/admin/v1/upstreams/remote")
                .then().statusCode(409).body("error", containsString("upstreams file of service 'mcp-bridge'"));
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
