package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** Outside {@code initialize}, a session-era message without {@code Mcp-Session-Id} is 400 with -32000. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MissingSessionHeaderIs400Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aRequestWithoutTheSessionHeaderIs400() {
        mcp.given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\",\"params\":{}}")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32000));
    }

    @Test
    void aGetWithoutASessionIs400() {
        mcp.given().accept("text/event-stream").get("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32000));
    }
}
