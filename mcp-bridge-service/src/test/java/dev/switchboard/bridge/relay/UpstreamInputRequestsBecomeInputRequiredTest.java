package dev.switchboard.bridge.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamInputRequestsBecomeInputRequiredTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void anElicitationOfAStreamableHttpUpstreamIsAnsweredByTheClient() {
        ObjectNode first = body(arguments(), "elicitation");
        String state = callTool("remote_ask_name", first)
                .statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.elicitation-1.method", equalTo("elicitation/create"))
                .body("inputRequests.elicitation-1.params.message", equalTo("What is your name?"))
                .body("requestState", startsWith("b1."))
                .extract().path("requestState");

        ObjectNode retry = first.deepCopy().put("requestState", state);
        retry.putObject("inputResponses").putObject("elicitation-1").put("action", "accept")
                .putObject("content").put("name", "Ada");

        callTool("remote_ask_name", retry)
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Hello, Ada!"));
    }

    @Test
    void aSamplingRequestOfAStdioUpstreamIsAnsweredByTheClientsModel() {
        ObjectNode first = body(arguments().put("prompt", "What is 6 times 7?").put("maxTokens", 20), "sampling");
        String state = callTool("everything_trigger-sampling-request", first)
                .statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.sampling-1.method", equalTo("sampling/createMessage"))
                .body("inputRequests.sampling-1.params.messages[0].content.text",
                        containsString("What is 6 times 7?"))
                .extract().path("requestState");

        ObjectNode retry = first.deepCopy().put("requestState", state);
        ObjectNode answer = retry.putObject("inputResponses").putObject("sampling-1").put("role", "assistant")
                .put("model", "test-model").put("stopReason", "endTurn");
        answer.putObject("content").put("type", "text").put("text", "Forty-two.");

        callTool("everything_trigger-sampling-request", retry)
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", containsString("Forty-two."));
    }

    @Test
    void aClientWithoutTheCapabilityGetsTheUpstreamsOwnFailure() {
        callTool("remote_ask_name", body(arguments()))
                .statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("elicitation"));
    }

    @Test
    void anAnswerForAnUnknownCallSaysToCallAgain() {
        ObjectNode retry = body(arguments(), "elicitation").put("requestState",
                new RelayStateAccess().forUnknownCall());
        retry.putObject("inputResponses");

        callTool("remote_ask_name", retry)
                .statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("call the tool again"));
    }

    /** A syntactically valid state naming a call no replica holds. */
    static final class RelayStateAccess {
        String forUnknownCall() {
            return new RelayState("no-such-call", "no-such-replica").encode(JSON);
        }
    }
}
