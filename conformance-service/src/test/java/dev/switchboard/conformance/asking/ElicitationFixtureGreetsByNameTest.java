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
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ElicitationFixtureGreetsByNameTest {

    static final String TOOL = "test_input_required_result_elicitation";

    @Test
    void theFirstCallAsksForTheNameUnderUserName() {
        tool(TOOL, call()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.user_name.method", equalTo("elicitation/create"))
                .body("inputRequests.user_name.params.message", equalTo("What is your name?"))
                .body("inputRequests.user_name.params.requestedSchema.properties.name.type", equalTo("string"))
                .body("inputRequests.user_name.params.requestedSchema.required", contains("name"));
    }

    @Test
    void theRetryWithTheNameGreetsByName() {
        tool(TOOL, retry(call(), null, responses().set("user_name", accept(fields().put("name", "Alice")))))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Hello, Alice!"));
    }

    @Test
    void extraKeysAreIgnored() {
        ObjectNode answers = responses().set("user_name", accept(fields().put("name", "Alice")));
        answers.set("unknown_extra_key", accept(fields().put("foo", "bar")));
        tool(TOOL, retry(call(), null, answers)).statusCode(200)
                .body("content[0].text", equalTo("Hello, Alice!"));
    }

    @Test
    void anAnswerUnderAnotherKeyIsAskedAgain() {
        tool(TOOL, retry(call(), null, responses().set("wrong_key", accept(fields().put("data", "wrong")))))
                .statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.user_name.method", equalTo("elicitation/create"));
    }

    @Test
    void aNumberInsteadOfAnElicitationResultIsRefused() {
        tool(TOOL, retry(call(), null, responses().put("user_name", 12345))).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.reason", equalTo("invalid_input_response"))
                .body("data.key", equalTo("user_name"))
                .body("message", containsString("got a number"));
    }

    @Test
    void aNameThatIsNotAStringIsRefused() {
        tool(TOOL, retry(call(), null, responses().set("user_name", accept(fields().put("name", 42)))))
                .statusCode(400)
                .body("data.reason", equalTo("invalid_input_response"))
                .body("message", containsString("'name'"));
    }

    @Test
    void aDeclineGetsNoGreeting() {
        tool(TOOL, retry(call(), null, responses().set("user_name", fields().put("action", "decline"))))
                .statusCode(200)
                .body("content[0].text", equalTo("No name to greet: the user chose decline."));
    }

    @Test
    void aClientWithoutElicitationGetsAToolError() {
        tool(TOOL, call(fields(), context("sampling"))).statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("'elicitation'"));
    }

    @Test
    void aClientThatOnlyDoesUrlElicitationCannotBeShownAForm() {
        var context = context();
        context.withObjectProperty("clientCapabilities").putObject("elicitation").putObject("url");
        tool(TOOL, call(fields(), context)).statusCode(200)
                .body("isError", equalTo(true));
    }
}
