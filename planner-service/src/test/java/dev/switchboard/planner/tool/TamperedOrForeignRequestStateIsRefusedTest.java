package dev.switchboard.planner.tool;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.state.StateSealer;
import dev.switchboard.planner.model.ModelAnswers;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.planner.tool.PlannerCalls.JSON;
import static dev.switchboard.planner.tool.PlannerCalls.arguments;
import static dev.switchboard.planner.tool.PlannerCalls.firstCall;
import static dev.switchboard.planner.tool.PlannerCalls.generatePlan;
import static dev.switchboard.planner.tool.PlannerCalls.requestStateOf;
import static dev.switchboard.planner.tool.PlannerCalls.retry;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TamperedOrForeignRequestStateIsRefusedTest {

    private final ObjectNode first = firstCall(arguments(ModelAnswers.TASK, ModelAnswers.REQUIREMENTS), true);

    @Test
    void aTamperedStateIs400InvalidRequestState() {
        String state = requestStateOf(first);
        String[] parts = state.split("\\.");
        String tampered = parts[0] + "." + parts[1] + "." + new StringBuilder(parts[2]).reverse();

        refused(retry(first, tampered, ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN)), "signature mismatch");
    }

    @Test
    void aStateSealedWithAnotherKeyIs400() {
        String foreign = new StateSealer(List.of("somebody-elses-key-that-is-long-enough-0123"), JSON)
                .seal(JSON.createObjectNode().put("tool", "generatePlan").put("round", 1), Duration.ofMinutes(5));

        refused(retry(first, foreign, ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN)), "signature mismatch");
    }

    @Test
    void aStateFromACallWithOtherArgumentsIs400() {
        String state = requestStateOf(firstCall(arguments("Add PDF export", ModelAnswers.REQUIREMENTS), true));

        refused(retry(first, state, ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN)),
                "issued for different arguments");
    }

    @Test
    void aStateFromAnotherCallerIs400() {
        String state = requestStateOf(first);
        ObjectNode asMallory = retry(first, state, ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN));
        ((ObjectNode) asMallory.get("context")).put("subject", "mallory");

        refused(asMallory, "issued to another caller");
    }

    @Test
    void answersWithoutAStateAre400() {
        ObjectNode noState = retry(first, "ignored", ModelAnswers.samplingResult(ModelAnswers.VALID_PLAN));
        noState.remove("requestState");

        refused(noState, "missing");
    }

    private static void refused(ObjectNode body, String detail) {
        generatePlan(body)
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", containsString("requestState is not valid (" + detail + ")"))
                .body("message", containsString("Call generatePlan again without requestState"))
                .body("data.reason", equalTo("invalid_request_state"))
                .body("data.detail", equalTo(detail))
                .body("message", not(containsString("Exception")));
    }
}
