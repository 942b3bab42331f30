package dev.switchboard.planner.tool;

import org.junit.jupiter.api.Test;

import dev.switchboard.planner.model.ModelAnswers;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.planner.tool.PlannerCalls.arguments;
import static dev.switchboard.planner.tool.PlannerCalls.firstCall;
import static dev.switchboard.planner.tool.PlannerCalls.generatePlan;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FirstCallWithSamplingAsksTheClientsModelTest {

    @Test
    void theAnswerIsOneSamplingRequestAndASealedState() {
        generatePlan(firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true))
                .statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.size()", equalTo(1))
                .body("inputRequests.plan.method", equalTo("sampling/createMessage"))
                .body("inputRequests.plan.params.maxTokens", equalTo(4096))
                .body("inputRequests.plan.params.systemPrompt", containsString("JSON"))
                .body("inputRequests.plan.params.messages[0].role", equalTo("user"))
                .body("inputRequests.plan.params.messages[0].content.text", allOf(
                        containsString("Task: " + ModelAnswers.TASK),
                        containsString("1. " + ModelAnswers.REQUIREMENTS.get(0)),
                        containsString("2. " + ModelAnswers.REQUIREMENTS.get(1)),
                        containsString("\"dependsOn\"")))
                .body("requestState", startsWith("v1."))
                .body("$", not(hasKey("structuredContent")));
    }
}
