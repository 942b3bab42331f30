package dev.switchboard.gateway.entry;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;

/** A body over gateway.max-body-size is refused with 413 and says the limit. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OversizedBodiesAre413Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aBodyOverTheLimitIs413() {
        String huge = "x".repeat(5 * 1024 * 1024);
        mcp.given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"x\":\"" + huge + "\"}")
                .post("/mcp").then().statusCode(413)
                .body("error.message", containsString("too large"));
    }
}
