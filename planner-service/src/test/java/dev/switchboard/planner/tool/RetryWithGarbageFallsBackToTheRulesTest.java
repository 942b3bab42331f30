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
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RetryWithGarbageFallsBackToTheRulesTest {

    @Test
    void proseFromTheModelGivesTheRulesPlanWithANoteSayingWhy() {
        ObjectNode first = firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true);
        String state = requestStateOf(first);

        generatePlan(retry(first, state, ModelAnswers.samplingResult("Sorry, I cannot help with planning today.")))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("rules"))
                .body("structuredContent.taskType", equalTo("feature"))
                .body("structuredContent.plan[0].action", equalTo("analyzeProblem"))
                .body("structuredContent.notes", hasItem(allOf(
                        containsString("was not used because the answer is not JSON"),
                        containsString("comes from the service's rules"))));
    }

    @Test
    void aPlanWithACycleGivesTheRulesPlanNamingTheBrokenRule() {
        ObjectNode first = firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true);
        String state = requestStateOf(first);
        String cyclic = ModelAnswers.VALID_PLAN.replace("\"dependsOn\":[],", "\"dependsOn\":[3],");

        generatePlan(retry(first, state, ModelAnswers.samplingResult(cyclic)))
                .statusCode(200)
                .body("structuredContent.source", equalTo("rules"))
                .body("structuredContent.notes", hasItem(containsString(
                        "step 1 depends on step 3, which does not come before it")));
    }
}
