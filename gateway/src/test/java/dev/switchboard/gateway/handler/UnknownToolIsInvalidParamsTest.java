package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** A tool no service offers is -32602 in both eras, pointing at tools/list. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnknownToolIsInvalidParamsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anUnknownToolIsInvalidParamsIn2026() {
        mcp.modern("tools/call").tool("nope", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("Unknown tool: nope"));
    }

    @Test
    void anUnknownToolIsInvalidParamsInASession() {
        mcp.session().open().callTool("nope", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("tools/list"));
    }
}
