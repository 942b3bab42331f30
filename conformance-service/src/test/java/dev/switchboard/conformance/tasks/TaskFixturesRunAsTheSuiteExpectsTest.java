package dev.switchboard.conformance.tasks;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.JSON;
import static dev.switchboard.conformance.InternalCalls.accept;
import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.context;
import static dev.switchboard.conformance.InternalCalls.fields;
import static dev.switchboard.conformance.InternalCalls.responses;
import static dev.switchboard.conformance.InternalCalls.retry;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;

/**
 * The fixtures of the suite's tasks-* scenarios, on the internal contract: which calls they hand to the gateway as
 * tasks, and what they do once running in one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TaskFixturesRunAsTheSuiteExpectsTest {

    private static ObjectNode mayBeTask(ObjectNode arguments) {
        return call(arguments, context("elicitation").put("taskAllowed", true));
    }

    private static ObjectNode inTask(ObjectNode arguments) {
        return call(arguments, context("elicitation").put("taskId", "t-1"));
    }

    @Test
    void greetAnswersAtOnceEvenWhenATaskIsAllowed() {
        tool("greet", mayBeTask(JSON.createObjectNode().put("name", "World"))).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("content[0].text", equalTo("Hello, World!"));
    }

    @Test
    void slowComputeBecomesATaskUnlessThereIsNothingToWaitFor() {
        tool("slow_compute", mayBeTask(JSON.createObjectNode().put("seconds", 2))).statusCode(200)
                .body("resultType", equalTo("task"));
        tool("slow_compute", mayBeTask(JSON.createObjectNode().put("seconds", 0).put("label", "now")))
                .statusCode(200).body("resultType", equalTo("complete"))
                .body("content[0].text", containsString("'now' finished"));
    }

    @Test
    void failingJobReportsAToolError() {
        tool("failing_job", inTask(JSON.createObjectNode())).statusCode(200)
                .body("isError", equalTo(true));
    }

    @Test
    void protocolErrorJobEndsInAJsonRpcError() {
        tool("protocol_error_job", inTask(JSON.createObjectNode())).statusCode(400)
                .body("code", equalTo(-32603));
    }

    @Test
    void confirmDeleteAsksAndThenReportsTheAnswer() {
        ObjectNode first = inTask(JSON.createObjectNode().put("filename", "a.txt"));
        tool("confirm_delete", first).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.confirm.method", equalTo("elicitation/create"));
        tool("confirm_delete", retry(first, null, responses().set("confirm", accept(fields().put("confirm", true)))))
                .statusCode(200).body("content[0].text", equalTo("Deleted a.txt (confirmed by the user)"));
    }

    @Test
    void multiInputAsksForWhateverIsStillMissing() {
        ObjectNode first = inTask(JSON.createObjectNode());
        tool("multi_input", first).statusCode(200)
                .body("inputRequests", hasKey("first")).body("inputRequests", hasKey("second"));
        ObjectNode one = responses().set("first", accept(fields().put("name", "p1").put("confirm", true)));
        tool("multi_input", retry(first, null, one)).statusCode(200)
                .body("inputRequests", hasKey("second"))
                .body("inputRequests.size()", equalTo(1));
        one.set("second", accept(fields().put("name", "p2")));
        tool("multi_input", retry(first, null, one)).statusCode(200)
                .body("content[0].text", equalTo("Both answers arrived: first=p1 second=p2"));
    }

    @Test
    void theToolWithATaskAsksFirstAndBecomesATaskWithTheAnswer() {
        ObjectNode first = mayBeTask(JSON.createObjectNode());
        tool("test_tool_with_task", first).statusCode(200)
                .body("resultType", equalTo("input_required"))
                .body("inputRequests.user_name.method", equalTo("elicitation/create"));
        ObjectNode answered = retry(first, null, responses().set("user_name", accept(fields().put("name", "Alice"))));
        tool("test_tool_with_task", answered).statusCode(200).body("resultType", equalTo("task"));

        ObjectNode worker = retry(inTask(JSON.createObjectNode()), null,
                responses().set("user_name", accept(fields().put("name", "Alice"))));
        tool("test_tool_with_task", worker).statusCode(200)
                .body("content[0].text", equalTo("Hello, Alice! (from a task)"));
    }
}
