package dev.switchboard.bridge;

import java.time.Duration;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/** Internal REST calls to the bridge as the gateway makes them. */
public final class BridgeCalls {

    public static final ObjectMapper JSON = new ObjectMapper();

    private BridgeCalls() {
    }

    /** A call body from tenant acme / subject alice whose client declared {@code capabilities}. */
    public static ObjectNode body(ObjectNode arguments, String... capabilities) {
        ObjectNode body = JSON.createObjectNode();
        body.set("arguments", arguments == null ? JSON.createObjectNode() : arguments);
        ObjectNode context = body.putObject("context").put("requestId", "r-1").put("tenant", "acme")
                .put("subject", "alice").put("progress", true).put("logLevel", "debug");
        ObjectNode declared = context.putObject("clientCapabilities");
        for (String capability : capabilities) {
            declared.putObject(capability);
        }
        return body;
    }

    public static ObjectNode arguments() {
        return JSON.createObjectNode();
    }

    public static ValidatableResponse callTool(String name, ObjectNode body) {
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/tools/" + name).then();
    }

    public static String callToolStreamed(String name, ObjectNode body) {
        return given().contentType("application/json").accept("text/event-stream").body(body.toString())
                .when().post("/internal/v1/tools/" + name).then().statusCode(200).extract().asString();
    }

    public static JsonPath manifest() {
        return given().when().get("/internal/v1/manifest").then().statusCode(200).extract().jsonPath();
    }

    /** Readiness, on the management interface (never the public port). */
    public static String readiness() {
        int port = org.eclipse.microprofile.config.ConfigProvider.getConfig()
                .getValue("quarkus.management.test-port", Integer.class);
        return "http://localhost:" + port + "/q/health/ready";
    }

    /** Waits until the upstreams are connected and their tools are in the manifest. */
    public static void awaitUpstreams() {
        await().atMost(Duration.ofSeconds(60)).until(() -> {
            JsonPath manifest = manifest();
            return manifest.getList("tools.name").contains("everything_echo")
                    && manifest.getList("tools.name").contains("remote_echo")
                    && manifest.getList("tools.name").contains("apps_show-clock")
                    && given().when().get(readiness()).then().extract().path("checks.find { it.name == "
                            + "'upstreams' }.data.down").equals("none");
        });
    }
}
