package dev.switchboard.planner.tool;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PlanTaskPromptWritesAReadyMessageTest {

    @Test
    void theMessageNamesTheToolAndCarriesItsArguments() {
        given().contentType("application/json")
                .body("""
                        {"arguments":{"task":"Add CSV export","requirements":"Any report, Background for big ones"},
                         "context":{"tenant":"acme","subject":"alice"}}""")
                .when().post("/internal/v1/prompts/plan_task")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("messages.size()", equalTo(1))
                .body("messages[0].role", equalTo("user"))
                .body("messages[0].content.type", equalTo("text"))
                .body("messages[0].content.text", allOf(
                        containsString("generatePlan"),
                        containsString("Task: Add CSV export"),
                        containsString("- Any report\n- Background for big ones"),
                        containsString("{\"task\":\"Add CSV export\",\"requirements\":[\"Any report\","
                                + "\"Background for big ones\"]}")));
    }

    @Test
    void aMissingTaskIs400() {
        given().contentType("application/json")
                .body("{\"arguments\":{},\"context\":{\"tenant\":\"anonymous\",\"subject\":\"anonymous\"}}")
                .when().post("/internal/v1/prompts/plan_task")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", containsString("'task'"));
    }

    @Test
    void aBlankTaskIs400WithAClearMessage() {
        given().contentType("application/json")
                .body("{\"arguments\":{\"task\":\"   \"},\"context\":{\"tenant\":\"anonymous\",\"subject\":\"anonymous\"}}")
                .when().post("/internal/v1/prompts/plan_task")
                .then().statusCode(400)
                .body("message", equalTo("Invalid arguments for prompt 'plan_task': 'task' must describe the work "
                        + "to plan; it is empty"));
    }
}
