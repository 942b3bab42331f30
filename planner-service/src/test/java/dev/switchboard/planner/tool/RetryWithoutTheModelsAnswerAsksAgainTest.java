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
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RetryWithoutTheModelsAnswerAsksAgainTest {

    private final ObjectNode first = firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true);

    @Test
    void theServiceAsksAgainWithAFreshStateUntilTheRoundsRunOut() {
        String round1 = requestStateOf(first);
        String round2 = generatePlan(retry(first, round1, null)).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.plan.method", equalTo("sampling/createMessage"))
                .extract().path("requestState");
        String round3 = generatePlan(retry(first, round2, null)).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .extract().path("requestState");
        assertThat(round2).isNotEqualTo(round1);
        assertThat(round3).isNotEqualTo(round2);

        generatePlan(retry(first, round3, null)).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("rules"))
                .body("structuredContent.notes", hasItem(containsString(
                        "the client retried 3 times without the model's answer")));
    }

    @Test
    void aClientThatNoLongerOffersSamplingGetsTheRulesPlan() {
        String state = requestStateOf(first);
        ObjectNode withoutSampling = retry(first, state, null);
        ((ObjectNode) withoutSampling.path("context").path("clientCapabilities")).remove("sampling");

        generatePlan(withoutSampling).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("rules"))
                .body("structuredContent.notes", hasItem(containsString("the client retried 1 time")));
    }
}
