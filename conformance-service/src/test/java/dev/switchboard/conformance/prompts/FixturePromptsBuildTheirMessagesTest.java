package dev.switchboard.conformance.prompts;

import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.prompt;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyOrNullString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FixturePromptsBuildTheirMessagesTest {

    static ObjectNode get(Map<String, String> arguments) {
        ObjectNode body = InternalCalls.JSON.createObjectNode();
        ObjectNode args = body.putObject("arguments");
        arguments.forEach(args::put);
        body.set("context", InternalCalls.context("elicitation"));
        return body;
    }

    @Test
    void theSimplePromptIsOneUserMessage() {
        prompt("test_simple_prompt", get(Map.of())).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("messages", hasSize(1))
                .body("messages[0].role", equalTo("user"))
                .body("messages[0].content.type", equalTo("text"));
    }

    @Test
    void bothArgumentsAreQuoted() {
        prompt("test_prompt_with_arguments", get(Map.of("arg1", "testValue1", "arg2", "testValue2"))).statusCode(200)
                .body("messages[0].content.text", containsString("'testValue1'"))
                .body("messages[0].content.text", containsString("'testValue2'"));
    }

    @Test
    void aMissingArgumentIsRefused() {
        prompt("test_prompt_with_arguments", get(Map.of("arg1", "x"))).statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", containsString("'arg2'"));
    }

    @Test
    void aServedResourceIsEmbeddedWithItsContents() {
        prompt("test_prompt_with_embedded_resource", get(Map.of("resourceUri", "test://static-text")))
                .statusCode(200)
                .body("messages[0].content.type", equalTo("resource"))
                .body("messages[0].content.resource.uri", equalTo("test://static-text"))
                .body("messages[0].content.resource.text", equalTo(
                        "Static text resource of the Switchboard conformance service."))
                .body("messages[1].content.type", equalTo("text"));
    }

    @Test
    void anyOtherUriIsEmbeddedAsAStandIn() {
        prompt("test_prompt_with_embedded_resource", get(Map.of("resourceUri", "test://example-resource")))
                .statusCode(200)
                .body("messages[0].content.resource.uri", equalTo("test://example-resource"))
                .body("messages[0].content.resource.mimeType", equalTo("text/plain"))
                .body("messages[0].content.resource.text", containsString("stands in"));
    }

    @Test
    void aRelativeOrBrokenUriIsRefused() {
        prompt("test_prompt_with_embedded_resource", get(Map.of("resourceUri", "just-a-name"))).statusCode(400)
                .body("message", containsString("needs a scheme"));
        prompt("test_prompt_with_embedded_resource", get(Map.of("resourceUri", "test://a b"))).statusCode(400)
                .body("message", containsString("not a URI"));
    }

    @Test
    void theImagePromptStartsWithAPng() {
        prompt("test_prompt_with_image", get(Map.of())).statusCode(200)
                .body("messages[0].content.type", equalTo("image"))
                .body("messages[0].content.mimeType", equalTo("image/png"))
                .body("messages[0].content.data", not(emptyOrNullString()))
                .body("messages[1].content.type", equalTo("text"));
    }

    @Test
    void theInputRequiredPromptAsksForContextThenUsesIt() {
        prompt("test_input_required_result_prompt", get(Map.of())).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.user_context.method", equalTo("elicitation/create"))
                .body("inputRequests.user_context.params.requestedSchema.properties.context.type",
                        equalTo("string"));

        ObjectNode retry = get(Map.of());
        retry.putObject("inputResponses").set("user_context",
                InternalCalls.accept(InternalCalls.fields().put("context", "test context")));
        prompt("test_input_required_result_prompt", retry).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("messages[0].content.text", equalTo("Answer with this context in mind: test context"));
    }

    @Test
    void theInputRequiredPromptRefusesAMalformedAnswer() {
        ObjectNode retry = get(Map.of());
        retry.putObject("inputResponses").put("user_context", "just text");
        prompt("test_input_required_result_prompt", retry).statusCode(400)
                .body("data.reason", equalTo("invalid_input_response"));
    }
}
