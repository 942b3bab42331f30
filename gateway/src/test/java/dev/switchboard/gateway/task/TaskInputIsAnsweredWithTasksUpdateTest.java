package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task that needs the client waits in input_required with its requests inlined; tasks/update answers them (one at a
 * time if the client likes, unknown keys ignored), and the last answer resumes the call.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TaskInputIsAnsweredWithTasksUpdateTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Test
    void answersMayArriveOneAtATime() {
        mcp.awaitTool("fx_task_pair");
        String id = tasks.start("fx_task_pair", "{}");
        JsonPath waiting = tasks.awaitStatus(id, "input_required");
        assertThat(waiting.getMap("inputRequests")).containsOnlyKeys("a", "b");
        assertThat(waiting.getString("inputRequests.a.method")).isEqualTo("elicitation/create");

        JsonPath ack = tasks.update(id, "{\"a\":{\"action\":\"accept\",\"content\":{\"n\":1}}}");
        assertThat(ack.getMap("result")).containsOnlyKeys("resultType", "_meta");
        JsonPath half = tasks.get(id).setRootPath("result");
        assertThat(half.getString("status")).isEqualTo("input_required");
        assertThat(half.getMap("inputRequests")).containsOnlyKeys("b");

        tasks.update(id, "{\"b\":{\"action\":\"accept\",\"content\":{\"n\":2}}}");
        JsonPath done = tasks.awaitStatus(id, "completed");
        assertThat(done.getInt("result.structuredContent.a.content.n")).isEqualTo(1);
        assertThat(done.getInt("result.structuredContent.b.content.n")).isEqualTo(2);
    }

    @Test
    void answersToKeysNotOutstandingAreIgnored() {
        mcp.awaitTool("fx_task_ask");
        String id = tasks.start("fx_task_ask", "{}");
        tasks.awaitStatus(id, "input_required");

        JsonPath ack = tasks.update(id, "{\"unknown-key\":{\"ignored\":true}}");

        assertThat(ack.getString("result.resultType")).isEqualTo("complete");
        assertThat(tasks.get(id).getMap("result.inputRequests")).containsOnlyKeys("confirm");
    }

    @Test
    void aKeyTheServiceAsksAgainGetsANewNameForTheClient() {
        mcp.awaitTool("fx_task_ask");
        String id = tasks.start("fx_task_ask", "{}");
        tasks.awaitStatus(id, "input_required");
        tasks.update(id, "{\"confirm\":{\"action\":\"accept\",\"content\":{\"again\":true}}}");

        JsonPath second = org.awaitility.Awaitility.await().until(() -> tasks.get(id).setRootPath("result"),
                task -> task.getMap("inputRequests") != null && !task.getMap("inputRequests").containsKey("confirm"));
        assertThat(second.getMap("inputRequests")).containsOnlyKeys("confirm#2");

        tasks.update(id, "{\"confirm#2\":{\"action\":\"accept\",\"content\":{\"sure\":true}}}");
        assertThat(tasks.awaitStatus(id, "completed").getBoolean("result.structuredContent.answer.content.sure"))
                .isTrue();
    }

    @Test
    void inputResponsesMustBeAnObjectOfObjects() {
        mcp.awaitTool("fx_task_ask");
        String id = tasks.start("fx_task_ask", "{}");

        assertThat(tasks.update(id, "[1]").getInt("error.code")).isEqualTo(-32602);
        assertThat(tasks.update(id, "{\"confirm\":12345}").getString("error.message"))
                .contains("inputResponses.confirm");
    }
}
