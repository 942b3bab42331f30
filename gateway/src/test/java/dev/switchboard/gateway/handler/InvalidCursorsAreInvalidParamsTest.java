package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A list cursor the gateway did not issue is -32602. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InvalidCursorsAreInvalidParamsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anInvalidCursorIsInvalidParams() {
        mcp.session().open().request("tools/list", "{\"cursor\":\"garbage\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
        mcp.modern("prompts/list").params("\"cursor\":42").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}
