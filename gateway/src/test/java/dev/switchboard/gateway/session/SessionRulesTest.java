package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static dev.switchboard.gateway.testing.Mcp.session;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;

/** The session-era rules of issue 2, one scenario each. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionRulesTest {

    @Test
    void aRequestWithoutTheSessionHeaderIs400() {
        given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\",\"params\":{}}")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32000));
    }

    @Test
    void anUnknownSessionIs404() {
        session("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "ping", "{}").then().statusCode(404)
                .body("error.code", equalTo(-32001));
    }

    @Test
    void deleteEndsTheSession() {
        String id = initialize("2025-11-25");
        given().header("Mcp-Session-Id", id).delete("/mcp").then().statusCode(204);

        session(id, "ping", "{}").then().statusCode(404);
        given().header("Mcp-Session-Id", id).delete("/mcp").then().statusCode(404);
    }

    @Test
    void pingAnswersAnEmptyResult() {
        String id = initialize("2025-11-25");
        session(id, "ping", "{}").then().statusCode(200)
                .body("id", equalTo(2))
                .body("result", anEmptyMap());
    }

    @Test
    void aMissingVersionHeaderIsTreatedAs20250326() {
        String id = initialize("2025-03-26");
        given().contentType("application/json").header("Mcp-Session-Id", id)
                .body("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}")
                .post("/mcp").then().statusCode(200).body("result", anEmptyMap());
    }

    @Test
    void anUnsupportedVersionHeaderIs400() {
        String id = initialize("2025-11-25");
        given().contentType("application/json").header("Mcp-Session-Id", id).header("MCP-Protocol-Version", "1999-01-01")
                .body("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}")
                .post("/mcp").then().statusCode(400);
    }

    @Test
    void aSupportedVersionHeaderDifferentFromTheNegotiatedOneIsAccepted() {
        String id = initialize("2025-11-25");
        given().contentType("application/json").header("Mcp-Session-Id", id).header("MCP-Protocol-Version", "2025-03-26")
                .body("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}")
                .post("/mcp").then().statusCode(200);
    }

    @Test
    void toolsAreListedAndCalledInSessionShape() {
        awaitTool("fx_echo");
        String id = initialize("2025-11-25");
        session(id, "tools/list", "{}").then().statusCode(200)
                .body("result.tools.name", hasItem("fx_echo"))
                .body("result.resultType", nullValue());
        session(id, "tools/call", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"hi\"}}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("hi"))
                .body("result.resultType", nullValue());
    }

    @Test
    void anInvalidCursorIsInvalidParams() {
        String id = initialize("2025-11-25");
        session(id, "tools/list", "{\"cursor\":\"garbage\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }

    @Test
    void modernOnlyMethodsAreUnknownInTheSessionEra() {
        String id = initialize("2025-11-25");
        session(id, "server/discover", "{}").then().statusCode(200).body("error.code", equalTo(-32601));
    }

    @Test
    void setLevelIsValidatedAndAccepted() {
        String id = initialize("2025-11-25");
        session(id, "logging/setLevel", "{\"level\":\"debug\"}").then().statusCode(200).body("result", anEmptyMap());
        session(id, "logging/setLevel", "{\"level\":\"chatty\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}
