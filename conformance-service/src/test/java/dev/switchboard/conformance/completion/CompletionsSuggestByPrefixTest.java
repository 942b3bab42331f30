package dev.switchboard.conformance.completion;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CompletionsSuggestByPrefixTest {

    static ObjectNode request(String refType, String ref, String argument, String value) {
        ObjectNode request = InternalCalls.JSON.createObjectNode().put("refType", refType).put("ref", ref)
                .put("argumentName", argument).put("value", value);
        request.set("context", InternalCalls.context());
        return request;
    }

    static ValidatableResponse complete(ObjectNode request) {
        return given().contentType("application/json").body(request.toString())
                .when().post("/internal/v1/completions")
                .then();
    }

    @Test
    void promptArgumentsAreCompletedFromTheSampleWordsIgnoringCase() {
        complete(request("ref/prompt", "test_prompt_with_arguments", "arg1", "PAR")).statusCode(200)
                .body("values", contains("paris", "park", "party"))
                .body("total", equalTo(3))
                .body("hasMore", equalTo(false));
    }

    @Test
    void arg2LeavesOutTheValueChosenForArg1() {
        ObjectNode request = request("ref/prompt", "test_prompt_with_arguments", "arg2", "test");
        request.putObject("resolvedArguments").put("arg1", "tester");
        complete(request).statusCode(200)
                .body("values", contains("test", "tested", "testing"));
    }

    @Test
    void anEmptyValueSuggestsEverything() {
        complete(request("ref/prompt", "test_prompt_with_arguments", "arg1", "")).statusCode(200)
                .body("values", hasSize(FixtureCompletions.SAMPLE_WORDS.size()));
    }

    @Test
    void templateIdsComeAHundredAtATimeWithTheTotal() {
        complete(request("ref/resource", "test://template/{id}/data", "id", "1")).statusCode(200)
                .body("values", hasSize(100))
                .body("values[0]", equalTo("1"))
                .body("total", equalTo(111))
                .body("hasMore", equalTo(true));
        complete(request("ref/resource", "test://template/{id}/data", "id", "42")).statusCode(200)
                .body("values", contains("42", "420", "421", "422", "423", "424", "425", "426", "427", "428", "429"));
    }

    @Test
    void unknownReferencesAndArgumentsAreRefused() {
        complete(request("ref/prompt", "test_simple_prompt", "arg1", "")).statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", containsString("test_simple_prompt"));
        complete(request("ref/prompt", "test_prompt_with_arguments", "arg3", "")).statusCode(400)
                .body("message", containsString("no argument 'arg3'"));
        complete(request("ref/resource", "test://other/{id}", "id", "")).statusCode(400);
        complete(request("ref/resource", "test://template/{id}/data", "name", "")).statusCode(400);
        complete(request("ref/tool", "x", "y", "")).statusCode(400);
    }
}
