package dev.switchboard.gateway.action;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/** An action is a tool call: its structured result comes back in the 1.0 envelope. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ActionRunsAndAnswersItsResultTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anActionRunsAndAnswersItsResult() {
        mcp.awaitTool("fx_echo");
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"hey\"}}}")
                .post("/api/v1/actions").then().statusCode(200)
                .body("version", equalTo("1.0"))
                .body("status", equalTo("success"))
                .body("result.echo", equalTo("hey"))
                .body("error", nullValue());
    }
}
