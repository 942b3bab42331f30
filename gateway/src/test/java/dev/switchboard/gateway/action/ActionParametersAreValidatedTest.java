package dev.switchboard.gateway.action;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Parameters are checked against the tool's input schema like MCP arguments: 400 naming the property. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ActionParametersAreValidatedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void invalidParametersNameTheProperty() {
        mcp.awaitTool("fx_echo");
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":7}}}")
                .post("/api/v1/actions").then()
                .statusCode(400).body("status", equalTo("error")).body("error", containsString("'text'"));
    }

    @Test
    void parametersThatAreNotAnObjectAreRefused() {
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":[1]}}")
                .post("/api/v1/actions").then()
                .statusCode(400).body("error", containsString("must be a JSON object"));
    }
}
