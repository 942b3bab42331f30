package dev.switchboard.gateway.action;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** A request that is not a well-formed 1.0 envelope is 400 with {@code status: error} and what to send instead. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ActionEnvelopeIsValidatedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    private ValidatableResponse post(String body) {
        return mcp.given().contentType("application/json").body(body).post("/api/v1/actions").then();
    }

    @Test
    void aMissingVersionIsRefused() {
        post("{\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"hey\"}}}")
                .statusCode(400).body("status", equalTo("error")).body("error", containsString("\"1.0\""));
    }

    @Test
    void aWrongVersionIsRefused() {
        post("{\"version\":\"2.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"hey\"}}}")
                .statusCode(400).body("status", equalTo("error")).body("error", containsString("2.0"));
    }

    @Test
    void aMissingActionNameIsRefused() {
        post("{\"version\":\"1.0\",\"action\":{\"parameters\":{}}}")
                .statusCode(400).body("status", equalTo("error")).body("error", containsString("action.name"));
    }

    @Test
    void unparseableInputIs400() {
        post("{\"version\":").statusCode(400).body("status", equalTo("error"))
                .body("error", containsString("not valid JSON"));
    }
}
