package dev.switchboard.gateway.transport;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Transport-level refusals: DNS rebinding, body size, media type, malformed JSON, batches. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HttpGuardsTest {

    @Test
    void aForeignHostIsForbidden() {
        modernRequest("tools/list", "").header("Host", "evil.example.com")
                .header("Origin", "http://evil.example.com")
                .post("/mcp").then().statusCode(403)
                .body("error.message", containsString("evil.example.com"));
    }

    @Test
    void aForeignOriginIsForbiddenEvenOnLocalhost() {
        modernRequest("tools/list", "").header("Origin", "https://attacker.example")
                .post("/mcp").then().statusCode(403);
    }

    @Test
    void localhostOriginsAreAccepted() {
        modernRequest("tools/list", "").header("Origin", "http://localhost:6274")
                .post("/mcp").then().statusCode(200);
    }

    @Test
    void aBodyOverTheLimitIs413() {
        String huge = "x".repeat(5 * 1024 * 1024);
        given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"x\":\"" + huge + "\"}")
                .post("/mcp").then().statusCode(413)
                .body("error.message", containsString("too large"));
    }

    @Test
    void aNonJsonContentTypeIs415() {
        given().contentType("text/plain").body("{}").post("/mcp").then().statusCode(415);
    }

    @Test
    void invalidJsonIsAParseError() {
        given().contentType("application/json").body("{\"jsonrpc\":").post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32700));
    }

    @Test
    void aMessageWithoutJsonRpcVersionIsAnInvalidRequestEchoingItsId() {
        given().contentType("application/json").body("{\"id\":5,\"method\":\"ping\"}").post("/mcp").then()
                .statusCode(400)
                .body("id", equalTo(5))
                .body("error.code", equalTo(-32600));
    }

    @Test
    void batchesOutsideA20250326SessionAreRejected() {
        given().contentType("application/json").body("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]")
                .post("/mcp").then().statusCode(400);
    }

    @Test
    void aGetWithoutASessionIs400() {
        given().accept("text/event-stream").get("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32000));
    }
}
