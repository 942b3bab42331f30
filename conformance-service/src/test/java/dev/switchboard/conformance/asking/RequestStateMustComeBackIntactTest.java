package dev.switchboard.conformance.asking;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.accept;
import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.context;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RequestStateMustComeBackIntactTest {

    static final String REQUEST_STATE = "test_input_required_result_request_state";
    static final String TAMPERED_STATE = "test_input_required_result_tampered_state";

    private static ObjectNode confirmed() {
        return responses().set("confirm", accept(fields().put("ok", true)));
    }

    private static String firstState(String tool) {
        return tool(tool, call()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.confirm.method", equalTo("elicitation/create"))
                .body("inputRequests.confirm.params.requestedSchema.properties.ok.type", equalTo("boolean"))
                .extract().path("requestState");
    }

    @Test
    void theEchoedStateIsAcceptedWithStateOk() {
        String state = firstState(REQUEST_STATE);

        tool(REQUEST_STATE, retry(call(), state, confirmed())).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", startsWith("state-ok: the requestState sealed in round 1 came back intact"))
                .body("content[0].text", containsString("accept {\"ok\":true}"));
    }

    @Test
    void aModifiedStateIsRefusedAsInvalidRequestState() {
        String state = firstState(TAMPERED_STATE);

        tool(TAMPERED_STATE, retry(call(), state + "-TAMPERED", confirmed())).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.reason", equalTo("invalid_request_state"))
                .body("data.detail", equalTo("signature mismatch"));
    }

    @Test
    void aStateIssuedByAnotherToolIsRefused() {
        String state = firstState(TAMPERED_STATE);

        tool(REQUEST_STATE, retry(call(), state, confirmed())).statusCode(400)
                .body("data.reason", equalTo("invalid_request_state"))
                .body("data.detail", equalTo("issued for another tool"));
    }

    @Test
    void aStateIssuedToAnotherCallerIsRefused() {
        String state = firstState(REQUEST_STATE);
        ObjectNode bob = call(fields(), context("elicitation").put("subject", "bob"));

        tool(REQUEST_STATE, retry(bob, state, confirmed())).statusCode(400)
                .body("data.detail", equalTo("issued to another caller"));
    }

    @Test
    void aRetryWithoutTheAnswerIsAskedAgainWithANewState() {
        String first = firstState(REQUEST_STATE);

        String second = tool(REQUEST_STATE, retry(call(), first, responses())).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .extract().path("requestState");
        assertThat(second).isNotEqualTo(first);

        tool(REQUEST_STATE, retry(call(), second, confirmed())).statusCode(200)
                .body("content[0].text", startsWith("state-ok: the requestState sealed in round 2"));
    }
}
