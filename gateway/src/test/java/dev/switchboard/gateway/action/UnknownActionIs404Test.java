package dev.switchboard.gateway.action;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** An action no service offers is 404, and the message lists the actions there are. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnknownActionIs404Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anUnknownActionIs404AndListsTheKnownOnes() {
        mcp.awaitTool("fx_echo");
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"nope\",\"parameters\":{}}}")
                .post("/api/v1/actions").then()
                .statusCode(404).body("status", equalTo("error"))
                .body("error", containsString("fx_echo"));
    }
}
