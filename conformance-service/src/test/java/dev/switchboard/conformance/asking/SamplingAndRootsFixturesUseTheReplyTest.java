package dev.switchboard.conformance.asking;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.modelReply;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.roots;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SamplingAndRootsFixturesUseTheReplyTest {

    @Test
    void samplingAsksOneQuestionAndQuotesTheModel() {
        tool("test_input_required_result_sampling", call()).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.capital_question.method", equalTo("sampling/createMessage"))
                .body("inputRequests.capital_question.params.messages[0].content.text",
                        containsString("capital of France"));

        tool("test_input_required_result_sampling", retry(call(), null,
                responses().set("capital_question", modelReply("The capital of France is Paris."))))
                .statusCode(200)
                .body("content[0].text", equalTo("The model answered: The capital of France is Paris."));
    }

    @Test
    void aModelReplyWithContentBlocksInAnArrayIsRead() {
        var reply = fields().put("role", "assistant").put("model", "m");
        var blocks = reply.putArray("content");
        blocks.addObject().put("type", "text").put("text", "Paris.");
        blocks.addObject().put("type", "image").put("data", "AAAA").put("mimeType", "image/png");
        tool("test_input_required_result_sampling", retry(call(), null, responses().set("capital_question", reply)))
                .statusCode(200)
                .body("content[0].text", equalTo("The model answered: Paris."));
    }

    @Test
    void aModelReplyWithoutContentIsRefused() {
        tool("test_input_required_result_sampling", retry(call(), null,
                responses().set("capital_question", fields().put("role", "assistant")))).statusCode(400)
                .body("data.reason", equalTo("invalid_input_response"));
    }

    @Test
    void rootsAreAskedForAndListed() {
        tool("test_input_required_result_list_roots", call()).statusCode(200)
                .body("inputRequests.client_roots.method", equalTo("roots/list"));

        tool("test_input_required_result_list_roots", retry(call(), null,
                responses().set("client_roots", roots("file:///test/root", "Test Root")))).statusCode(200)
                .body("content[0].text", equalTo("The client shares 1 root: file:///test/root (Test Root)."));
    }

    @Test
    void aRootWithoutUriIsRefused() {
        var reply = fields();
        reply.putArray("roots").addObject().put("name", "nameless");
        tool("test_input_required_result_list_roots", retry(call(), null, responses().set("client_roots", reply)))
                .statusCode(400)
                .body("message", containsString("root 0 has no uri"));
    }
}
