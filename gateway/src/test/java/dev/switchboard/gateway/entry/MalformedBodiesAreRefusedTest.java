package dev.switchboard.gateway.entry;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** What is not a JSON-RPC message in JSON is refused at the door, with the code JSON-RPC assigns. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MalformedBodiesAreRefusedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aNonJsonContentTypeIs415() {
        mcp.given().contentType("text/plain").body("{}").post("/mcp").then().statusCode(415);
    }

    @Test
    void invalidJsonIsAParseError() {
        mcp.given().contentType("application/json").body("{\"jsonrpc\":").post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32700));
    }

    @Test
    void aMessageWithoutJsonRpcVersionIsAnInvalidRequestEchoingItsId() {
        mcp.given().contentType("application/json").body("{\"id\":5,\"method\":\"ping\"}").post("/mcp").then()
                .statusCode(400)
                .body("id", equalTo(5))
                .body("error.code", equalTo(-32600));
    }
}
