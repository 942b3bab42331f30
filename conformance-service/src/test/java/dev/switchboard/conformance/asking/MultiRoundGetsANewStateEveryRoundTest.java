package dev.switchboard.conformance.asking;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.accept;
import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MultiRoundGetsANewStateEveryRoundTest {

    static final String TOOL = "test_input_required_result_multi_round";

    @Test
    void nameThenColourThenTheAnswerWithTheNameCarriedInTheState() {
        String round1 = tool(TOOL, call()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.step1.params.requestedSchema.properties.name.type", equalTo("string"))
                .extract().path("requestState");

        String round2 = tool(TOOL, retry(call(), round1, responses().set("step1",
                accept(fields().put("name", "Alice"))))).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests", not(hasKey("step1")))
                .body("inputRequests.step2.params.message", containsString("Alice"))
                .body("inputRequests.step2.params.requestedSchema.properties.color.type", equalTo("string"))
                .extract().path("requestState");
        assertThat(round2).isNotEmpty().isNotEqualTo(round1);

        tool(TOOL, retry(call(), round2, responses().set("step2", accept(fields().put("color", "blue")))))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Alice's favourite colour is blue."));
    }

    @Test
    void aMissingAnswerRepeatsTheStepWithYetAnotherState() {
        String round1 = tool(TOOL, call()).statusCode(200).extract().path("requestState");
        String round2 = tool(TOOL, retry(call(), round1, responses().set("step1",
                accept(fields().put("name", "Bo"))))).statusCode(200).extract().path("requestState");

        String again = tool(TOOL, retry(call(), round2, responses())).statusCode(200)
                .body("inputRequests.step2.method", equalTo("elicitation/create"))
                .extract().path("requestState");
        assertThat(again).isNotEqualTo(round2).isNotEqualTo(round1);

        tool(TOOL, retry(call(), again, responses().set("step2", accept(fields().put("color", "green")))))
                .statusCode(200)
                .body("content[0].text", equalTo("Bo's favourite colour is green."));
    }

    @Test
    void aDeclinedStepEndsTheConversation() {
        String round1 = tool(TOOL, call()).statusCode(200).extract().path("requestState");

        tool(TOOL, retry(call(), round1, responses().set("step1", fields().put("action", "cancel"))))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Stopped at step 1: the user chose cancel."));
    }

    @Test
    void theAnswerToStep1WithoutTheStateStartsOver() {
        tool(TOOL, retry(call(), null, responses().set("step1", accept(fields().put("name", "Alice")))))
                .statusCode(200)
                .body("inputRequests", hasKey("step1"));
    }
}
