package dev.switchboard.conformance.asking;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
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
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraFixturesAskThenUseTheAnswerTest {

    private static ObjectNode samplingCall() {
        return call(fields().put("prompt", "Test prompt for sampling"), context("sampling", "elicitation"));
    }

    private static ObjectNode elicitationCall() {
        return call(fields().put("message", "Please provide your information"), context("sampling", "elicitation"));
    }

    @Test
    void samplingAsksTheModelWithThePromptAndQuotesTheReply() {
        tool("test_sampling", samplingCall()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.model_reply.method", equalTo("sampling/createMessage"))
                .body("inputRequests.model_reply.params.messages[0].role", equalTo("user"))
                .body("inputRequests.model_reply.params.messages[0].content.text",
                        equalTo("Test prompt for sampling"))
                .body("inputRequests.model_reply.params.maxTokens", equalTo(100))
                .body("requestState", nullValue());

        tool("test_sampling", retry(samplingCall(), null,
                responses().set("model_reply", modelReply("This is a test response from the client"))))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("LLM response: This is a test response from the client"));
    }

    @Test
    void samplingWithoutTheCapabilityIsAToolError() {
        tool("test_sampling", call(fields().put("prompt", "hi"), context("elicitation"))).statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("did not declare the 'sampling' capability"));
    }

    @Test
    void samplingNeedsItsPrompt() {
        tool("test_sampling", call(fields(), context("sampling"))).statusCode(400)
                .body("data.property", equalTo("prompt"))
                .body("data.rule", equalTo("required"));
    }

    @Test
    void elicitationShowsTheMessageWithAUserNameAndEmailForm() {
        tool("test_elicitation", elicitationCall()).statusCode(200)
                .body("inputRequests.form.method", equalTo("elicitation/create"))
                .body("inputRequests.form.params.message", equalTo("Please provide your information"))
                .body("inputRequests.form.params.requestedSchema.type", equalTo("object"))
                .body("inputRequests.form.params.requestedSchema.properties.username.type", equalTo("string"))
                .body("inputRequests.form.params.requestedSchema.properties.email.format", equalTo("email"))
                .body("inputRequests.form.params.requestedSchema.required", contains("username", "email"));

        ObjectNode answer = accept(fields().put("username", "testuser").put("email", "test@example.com"));
        tool("test_elicitation", retry(elicitationCall(), null, responses().set("form", answer))).statusCode(200)
                .body("content[0].text",
                        equalTo("User response: accept {\"username\":\"testuser\",\"email\":\"test@example.com\"}"));
    }

    @Test
    void aDeclinedFormIsReportedAsSuch() {
        tool("test_elicitation", retry(elicitationCall(), null,
                responses().set("form", fields().put("action", "decline")))).statusCode(200)
                .body("content[0].text", equalTo("User response: decline"));
    }

    @Test
    void anAcceptedFormMissingARequiredFieldIsRefused() {
        tool("test_elicitation", retry(elicitationCall(), null,
                responses().set("form", accept(fields().put("username", "testuser"))))).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.reason", equalTo("invalid_input_response"))
                .body("data.key", equalTo("form"))
                .body("message", containsString("email"));
    }

    @Test
    void defaultsFormGivesEveryPrimitiveFieldADefault() {
        String schema = "inputRequests.form.params.requestedSchema.properties.";
        tool("test_elicitation_sep1034_defaults", InternalCalls.call()).statusCode(200)
                .body(schema + "name.type", equalTo("string"))
                .body(schema + "name.default", equalTo("John Doe"))
                .body(schema + "age.type", equalTo("integer"))
                .body(schema + "age.default", equalTo(30))
                .body(schema + "score.type", equalTo("number"))
                .body(schema + "score.default", equalTo(95.5f))
                .body(schema + "status.enum", contains("active", "inactive", "pending"))
                .body(schema + "status.default", equalTo("active"))
                .body(schema + "verified.type", equalTo("boolean"))
                .body(schema + "verified.default", equalTo(true));

        ObjectNode answer = accept(fields().put("name", "Jane Smith").put("age", 25).put("score", 88)
                .put("status", "inactive").put("verified", false));
        tool("test_elicitation_sep1034_defaults", retry(InternalCalls.call(), null, responses().set("form", answer)))
                .statusCode(200)
                .body("content[0].text", containsString("\"name\":\"Jane Smith\""));
    }

    @Test
    void enumsFormHasEveryEnumShape() {
        String schema = "inputRequests.form.params.requestedSchema.properties.";
        tool("test_elicitation_sep1330_enums", InternalCalls.call()).statusCode(200)
                .body(schema + "untitledSingle.enum", contains("option1", "option2", "option3"))
                .body(schema + "untitledSingle", not(hasKey("oneOf")))
                .body(schema + "titledSingle.oneOf.const", contains("value1", "value2", "value3"))
                .body(schema + "titledSingle.oneOf[0].title", equalTo("First Option"))
                .body(schema + "titledSingle", not(hasKey("enum")))
                .body(schema + "legacyEnum.enumNames", contains("Option One", "Option Two", "Option Three"))
                .body(schema + "untitledMulti.type", equalTo("array"))
                .body(schema + "untitledMulti.items.enum", contains("option1", "option2", "option3"))
                .body(schema + "titledMulti.items.anyOf.const", contains("value1", "value2", "value3"));

        ObjectNode content = fields().put("untitledSingle", "option1").put("titledSingle", "value1")
                .put("legacyEnum", "opt1");
        content.putArray("untitledMulti").add("option1").add("option2");
        content.putArray("titledMulti").add("value1").add("value2");
        tool("test_elicitation_sep1330_enums", retry(InternalCalls.call(), null,
                responses().set("form", accept(content)))).statusCode(200)
                .body("content[0].text", containsString("\"titledMulti\":[\"value1\",\"value2\"]"));
    }

    @Test
    void anEnumAnswerOutsideItsChoicesIsRefused() {
        ObjectNode content = fields().put("untitledSingle", "option9").put("titledSingle", "value1")
                .put("legacyEnum", "opt1");
        tool("test_elicitation_sep1330_enums", retry(InternalCalls.call(), null,
                responses().set("form", accept(content)))).statusCode(400)
                .body("data.reason", equalTo("invalid_input_response"))
                .body("message", containsString("untitledSingle"));
    }
}
