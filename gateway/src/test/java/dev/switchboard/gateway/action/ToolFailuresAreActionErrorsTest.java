package dev.switchboard.gateway.action;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A tool that ran and failed is HTTP 200 with {@code status: error} and the tool's own words; a tool that needs the
 * client's model cannot run here, and says where it can.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolFailuresAreActionErrorsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_sample");
    }

    private ValidatableResponse run(String action) {
        return mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"" + action + "\",\"parameters\":{}}}")
                .post("/api/v1/actions").then();
    }

    @Test
    void aToolFailureIsStatusError() {
        run("fx_fail").statusCode(200).body("status", equalTo("error"))
                .body("error", equalTo("The fixture failed on purpose"));
    }

    @Test
    void aToolThatNeedsClientInputSaysToUseMcp() {
        run("fx_sample").statusCode(200).body("status", equalTo("error"))
                .body("error", containsString("the 1.0 action API cannot provide"))
                .body("error", containsString("/mcp"));
    }
}
