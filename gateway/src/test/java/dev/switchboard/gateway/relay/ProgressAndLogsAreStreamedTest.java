package dev.switchboard.gateway.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static dev.switchboard.gateway.testing.Mcp.session;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** A service's progress and log events reach the client on the request's own stream, only when asked for. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ProgressAndLogsAreStreamedTest {

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_progress");
    }

    @Test
    void sessionEraProgressArrivesAsNotificationsWithEventIdsBeforeTheResult() {
        String id = initialize("2025-11-25");
        Response response = session(id, "tools/call",
                "{\"name\":\"fx_progress\",\"arguments\":{},\"_meta\":{\"progressToken\":\"tok-1\"}}");

        assertThat(response.contentType()).startsWith("text/event-stream");
        String body = response.asString();
        assertThat(body).containsSubsequence("\"progressToken\":\"tok-1\",\"progress\":0", "\"progress\":50",
                "\"progress\":100", "\"result\"", "\"done\":true");
        assertThat(body).contains("id: ").contains("\ndata: \n");
    }

    @Test
    void withoutAProgressTokenTheAnswerIsPlainJson() {
        String id = initialize("2025-11-25");
        Response response = session(id, "tools/call", "{\"name\":\"fx_progress\",\"arguments\":{}}");

        assertThat(response.contentType()).startsWith("application/json");
        assertThat(response.asString()).doesNotContain("notifications/progress").contains("\"done\":true");
    }

    @Test
    void sessionEraLogsFollowTheLevelSetForTheSession() {
        String id = initialize("2025-11-25");
        session(id, "logging/setLevel", "{\"level\":\"info\"}").then().statusCode(200);

        String body = session(id, "tools/call", "{\"name\":\"fx_log\",\"arguments\":{}}").asString();

        assertThat(body).contains("notifications/message").contains("loud-1").contains("loud-2").doesNotContain("quiet");
    }

    @Test
    void modernProgressStreamsWithoutEventIds() {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},\"progressToken\":7}";
        String body = given().contentType("application/json").accept("application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "fx_progress")
                .body("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_progress\","
                        + "\"arguments\":{}," + meta + "}}")
                .post("/mcp").then().statusCode(200).contentType("text/event-stream").extract().asString();

        assertThat(body).contains("\"progressToken\":7").contains("\"resultType\":\"complete\"").doesNotContain("id: ");
    }

    @Test
    void modernLogsNeedTheRequestsOwnLogLevel() {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}";
        String body = given().contentType("application/json")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "fx_log")
                .body("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_log\","
                        + "\"arguments\":{}," + meta + "}}")
                .post("/mcp").then().statusCode(200).extract().asString();

        assertThat(body).doesNotContain("notifications/message").contains("\"logged\":3");
    }
}
