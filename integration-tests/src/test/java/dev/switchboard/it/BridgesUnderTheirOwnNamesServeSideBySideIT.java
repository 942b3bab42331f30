package dev.switchboard.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.NodeRuntime;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * Two teams' bridges, each deployed beside its own MCP server (a sidecar) and registered under its own service name,
 * with the packaged gateway on one Redis: both register at once, and the gateway lists and calls the tools of both.
 * Both teams named their upstream {@code main}, and the two servers' {@code echo} differ: each bridge pins its own.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class BridgesUnderTheirOwnNamesServeSideBySideIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";

    private static LocalRedis redis;
    private static HttpUpstream tasksServer;
    private static SuiteProcess gateway;
    private static SuiteProcess notesBridge;
    private static SuiteProcess tasksBridge;

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        tasksServer = HttpUpstream.start();
        Path directory = Files.createTempDirectory("sidecars");
        ObjectNode notes = JSON.createObjectNode().put("name", "main").put("prefix", "notes")
                .put("transport", "stdio").put("command", NodeRuntime.node());
        notes.putArray("args").add(NodeRuntime.EVERYTHING.toString()).add("stdio");
        ObjectNode tasks = JSON.createObjectNode().put("name", "main").put("prefix", "tasks")
                .put("transport", "http").put("url", tasksServer.url());
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of("GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY));
        notesBridge = SuiteProcess.start("mcp-bridge-service", redis.url(), Map.of("SWITCHBOARD_SERVICE_NAME",
                "team-notes", "BRIDGE_UPSTREAMS_FILE", upstreamsFile(directory, "notes", notes)));
        tasksBridge = SuiteProcess.start("mcp-bridge-service", redis.url(), Map.of("SWITCHBOARD_SERVICE_NAME",
                "team-tasks", "BRIDGE_UPSTREAMS_FILE", upstreamsFile(directory, "tasks", tasks)));
        gateway.mcp().awaitTool("notes_echo");
        gateway.mcp().awaitTool("tasks_echo");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(tasksBridge, notesBridge, gateway, tasksServer, redis);
    }

    private static String upstreamsFile(Path directory, String team, ObjectNode upstream) throws IOException {
        ObjectNode file = JSON.createObjectNode();
        file.putArray("upstreams").add(upstream);
        return Files.writeString(directory.resolve(team + ".json"), file.toString()).toString();
    }

    @Test
    void bothServicesAreRegisteredAndTheGatewayServesTheToolsOfBoth() {
        List<String> services = given().baseUri(gateway.baseUrl()).header("Authorization", "Bearer " + ADMIN_KEY)
                .get("/admin/v1/services").then().statusCode(200).extract().jsonPath().getList("service");
        assertThat(services).contains("team-notes", "team-tasks").doesNotContain("mcp-bridge");

        gateway.mcp().modern("tools/call").tool("notes_echo", "{\"message\":\"from notes\"}").then().statusCode(200)
                .body("result.content[0].text", equalTo("Echo: from notes"));
        gateway.mcp().modern("tools/call").tool("tasks_echo", "{\"message\":\"from tasks\"}").then().statusCode(200)
                .body("result.content[0].text", equalTo("Echo: from tasks"));
    }
}
