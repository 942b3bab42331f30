package dev.switchboard.planner.tool;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.planner.model.ModelAnswers;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.planner.tool.PlannerCalls.arguments;
import static dev.switchboard.planner.tool.PlannerCalls.firstCall;
import static dev.switchboard.planner.tool.PlannerCalls.generatePlan;
import static dev.switchboard.planner.tool.PlannerCalls.requestStateOf;
import static dev.switchboard.planner.tool.PlannerCalls.retry;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RetryWithAValidModelPlanReturnsItTest {

    @Test
    void theModelsPlanIsReturnedWithSourceModel() {
        ObjectNode first = firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true);
        String state = requestStateOf(first);

        generatePlan(retry(first, state, ModelAnswers.samplingResult("```json\n" + ModelAnswers.VALID_PLAN + "```")))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("model"))
                .body("structuredContent.taskType", equalTo("feature"))
                .body("structuredContent.plan.action", contains("analyzeProblem", "implementCsvExport",
                        "implementBackgroundExport", "testExports"))
                .body("structuredContent.plan[2].requirement", equalTo(ModelAnswers.REQUIREMENTS.get(1)))
                .body("structuredContent.notes", hasItem(containsString("test-model-1")))
                .body("content[0].type", equalTo("text"))
                .body("content[0].text", containsString("\"source\":\"model\""));
    }
}
