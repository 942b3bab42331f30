package dev.switchboard.planner.tool;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/**
 * generatePlan supports tasks: a plan the client's model drafts (sampling) runs as one when the gateway allows it; the
 * rules plan answers at once; in the task, the first call asks the model as usual.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ModelDraftedPlansRunAsTasksTest {

    private static ObjectNode allowed(boolean sampling) {
        ObjectNode body = PlannerCalls.firstCall(PlannerCalls.arguments("Add login", List.of("OAuth")), sampling);
        ((ObjectNode) body.get("context")).put("taskAllowed", true);
        return body;
    }

    @Test
    void withSamplingThePlanIsATask() {
        PlannerCalls.generatePlan(allowed(true)).statusCode(200).body("resultType", equalTo("task"));
    }

    @Test
    void withoutSamplingTheRulesPlanAnswersAtOnce() {
        PlannerCalls.generatePlan(allowed(false)).statusCode(200).body("resultType", equalTo("complete"));
    }

    @Test
    void inTheTaskTheModelIsAsked() {
        ObjectNode worker = PlannerCalls.firstCall(PlannerCalls.arguments("Add login", List.of("OAuth")), true);
        ((ObjectNode) worker.get("context")).put("taskId", "t-1");
        PlannerCalls.generatePlan(worker).statusCode(200).body("resultType", equalTo("input_required"))
                .body("inputRequests.plan.method", equalTo("sampling/createMessage"));
    }
}
