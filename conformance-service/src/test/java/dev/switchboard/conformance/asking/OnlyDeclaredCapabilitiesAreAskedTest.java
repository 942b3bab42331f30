package dev.switchboard.conformance.asking;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.accept;
import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.context;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.modelReply;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OnlyDeclaredCapabilitiesAreAskedTest {

    static final String CAPABILITIES = "test_input_required_result_capabilities";

    @Test
    void aClientDeclaringOnlySamplingIsAskedOnlyTheSamplingProbe() {
        var onlySampling = call(fields(), context("sampling"));
        String state = tool(CAPABILITIES, onlySampling).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.keySet()", contains("model_check"))
                .body("inputRequests.model_check.method", equalTo("sampling/createMessage"))
                .extract().path("requestState");

        tool(CAPABILITIES, retry(onlySampling, state, responses().set("model_check", modelReply("ok"))))
                .statusCode(200)
                .body("content[0].text", equalTo("Collected 1 answer: model_check = ok"));
    }

    @Test
    void aClientDeclaringEverythingGetsEveryProbe() {
        tool(CAPABILITIES, call()).statusCode(200)
                .body("inputRequests.keySet()", containsInAnyOrder("model_check", "user_check", "roots_check"));
    }

    @Test
    void aClientDeclaringNothingIsAskedNothing() {
        tool(CAPABILITIES, call(fields(), context())).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", containsString("Nothing to ask"));
    }

    @Test
    void missingCapabilityAsksForSamplingEvenWhenItWasNotDeclared() {
        tool("test_missing_capability", call(fields(), context("elicitation"))).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.model_reply.method", equalTo("sampling/createMessage"));

        tool("test_missing_capability", retry(call(), null, responses().set("model_reply", modelReply("ready"))))
                .statusCode(200)
                .body("content[0].text", equalTo("The client's model replied: ready"));
    }

    @Test
    void streamingElicitationAsksForAConfirmation() {
        tool("test_streaming_elicitation", call(fields(), context("elicitation"))).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.confirmation.method", equalTo("elicitation/create"));

        tool("test_streaming_elicitation", retry(call(), null,
                responses().set("confirmation", accept(fields().put("confirmed", true))))).statusCode(200)
                .body("content[0].text", equalTo("The user's answer: accept {\"confirmed\":true}"));
    }
}
