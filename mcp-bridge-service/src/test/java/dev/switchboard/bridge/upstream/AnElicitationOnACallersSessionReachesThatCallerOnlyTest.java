package dev.switchboard.bridge.upstream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An upstream's elicitation sent on a caller's own session becomes that caller's {@code input_required}: another
 * caller cannot answer it with the same {@code requestState}, and the caller's answer completes the call.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnElicitationOnACallersSessionReachesThatCallerOnlyTest extends ExchangeUpstreamTest {

    @Override
    String upstream() {
        return "asking";
    }

    @Override
    String listedTool() {
        return "asking_ask_name";
    }

    @Test
    void onlyTheCallerWhoseSessionAskedCanAnswer() {
        ObjectNode first = body(arguments(), "elicitation");
        String state = callTool("asking_ask_name", first).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.elicitation-1.params.message", equalTo("What is your name?"))
                .extract().path("requestState");

        ObjectNode fromBob = first.deepCopy().put("requestState", state);
        ((ObjectNode) fromBob.get("context")).put("tenant", "globex").put("subject", "bob");
        fromBob.putObject("inputResponses").putObject("elicitation-1").put("action", "accept")
                .putObject("content").put("name", "Mallory");
        callTool("asking_ask_name", fromBob).statusCode(400)
                .body("message", containsString("requestState belongs to another caller"));

        ObjectNode retry = first.deepCopy().put("requestState", state);
        retry.putObject("inputResponses").putObject("elicitation-1").put("action", "accept")
                .putObject("content").put("name", "Ada");
        callTool("asking_ask_name", retry).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Hello, Ada!"));
    }
}
