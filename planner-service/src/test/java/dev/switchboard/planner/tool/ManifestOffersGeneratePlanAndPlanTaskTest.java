package dev.switchboard.planner.tool;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.planner.tool.PlannerCalls.firstCall;
import static dev.switchboard.planner.tool.PlannerCalls.generatePlan;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ManifestOffersGeneratePlanAndPlanTaskTest {

    @Test
    void theManifestDescribesTheToolAndThePrompt() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("service", equalTo("planner"))
                .body("tools[0].name", equalTo("generatePlan"))
                .body("tools[0].inputSchema.required", hasItems("task"))
                .body("tools[0].outputSchema.required", hasItems("plan", "taskType", "notes", "source"))
                .body("tools[0].annotations.readOnlyHint", equalTo(true))
                .body("tools[0].cacheTtlMs", equalTo(0))
                .body("prompts[0].name", equalTo("plan_task"))
                .body("prompts[0].arguments.name", hasItems("task", "requirements"));
    }

    @Test
    void aBlankTaskIsRefusedByTheSchema() {
        generatePlan(firstCall(PlannerCalls.JSON.createObjectNode().put("task", "  "), false))
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("task"))
                .body("data.rule", equalTo("pattern"));
    }

    @Test
    void tooManyDistinctRequirementsAreRefusedClearly() {
        String sameItem60Times = String.join(",", java.util.Collections.nCopies(60, "item"));
        StringBuilder distinct = new StringBuilder();
        for (int i = 1; i <= 60; i++) {
            distinct.append("item ").append(i).append('\n');
        }

        generatePlan(firstCall(PlannerCalls.JSON.createObjectNode().put("task", "Add export")
                .put("requirements", distinct.toString()), false))
                .statusCode(400)
                .body("message", containsString("'requirements' lists 60 distinct items; at most 50"));
        generatePlan(firstCall(PlannerCalls.JSON.createObjectNode().put("task", "Add export")
                .put("requirements", sameItem60Times), false))
                .statusCode(200);
    }
}
