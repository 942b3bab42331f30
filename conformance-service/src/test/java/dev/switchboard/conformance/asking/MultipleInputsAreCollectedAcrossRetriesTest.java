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
import static dev.switchboard.conformance.InternalCalls.modelReply;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.roots;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MultipleInputsAreCollectedAcrossRetriesTest {

    static final String TOOL = "test_input_required_result_multiple_inputs";

    @Test
    void allThreeKindsAreAskedAtOnceWithAState() {
        tool(TOOL, call()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.keySet()", containsInAnyOrder("user_name", "greeting", "client_roots"))
                .body("inputRequests.user_name.method", equalTo("elicitation/create"))
                .body("inputRequests.greeting.method", equalTo("sampling/createMessage"))
                .body("inputRequests.greeting.params.maxTokens", equalTo(50))
                .body("inputRequests.client_roots.method", equalTo("roots/list"))
                .body("requestState", not(nullValue()));
    }

    @Test
    void answersGivenEarlierTravelInTheStateAndOnlyTheRestIsAskedAgain() {
        String first = tool(TOOL, call()).statusCode(200).extract().path("requestState");

        String second = tool(TOOL, retry(call(), first,
                responses().set("user_name", accept(fields().put("name", "Alice"))))).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.keySet()", containsInAnyOrder("greeting", "client_roots"))
                .extract().path("requestState");

        ObjectNode rest = responses();
        rest.set("greeting", modelReply("Hello there!"));
        rest.set("client_roots", roots("file:///test/root", "Test Root"));
        tool(TOOL, retry(call(), second, rest)).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Collected 3 answers: user_name = Alice; greeting = Hello there!; "
                        + "client_roots = 1 root: file:///test/root (Test Root)"));
    }

    @Test
    void onlyDeclaredKindsAreAsked() {
        tool(TOOL, call(fields(), context("sampling", "elicitation"))).statusCode(200)
                .body("inputRequests.keySet()", containsInAnyOrder("user_name", "greeting"));
    }
}
