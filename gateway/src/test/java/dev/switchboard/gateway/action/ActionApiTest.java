package dev.switchboard.gateway.action;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/** The seed "MCP 1.0" action API: same dispatcher, its own envelope and errors. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ActionApiTest {

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_echo");
    }

    private static ValidatableResponse post(String body) {
        return given().contentType("application/json").body(body).post("/api/v1/actions").then();
    }

    @Test
    void anActionRunsAndAnswersItsResult() {
        post("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"hey\"}}}")
                .statusCode(200)
                .body("version", equalTo("1.0"))
                .body("status", equalTo("success"))
                .body("result.echo", equalTo("hey"))
                .body("error", nullValue());
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
    void anUnknownActionIs404AndListsTheKnownOnes() {
        post("{\"version\":\"1.0\",\"action\":{\"name\":\"nope\",\"parameters\":{}}}")
                .statusCode(404).body("status", equalTo("error"))
                .body("error", containsString("fx_echo"));
    }

    @Test
    void invalidParametersNameTheProperty() {
        post("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":7}}}")
                .statusCode(400).body("status", equalTo("error")).body("error", containsString("'text'"));
    }

    @Test
    void unparseableInputIs400() {
        post("{\"version\":").statusCode(400).body("status", equalTo("error"))
                .body("error", containsString("not valid JSON"));
    }

    @Test
    void aToolFailureIsStatusError() {
        post("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_fail\",\"parameters\":{}}}")
                .statusCode(200).body("status", equalTo("error"))
                .body("error", equalTo("The fixture failed on purpose"));
    }
}
