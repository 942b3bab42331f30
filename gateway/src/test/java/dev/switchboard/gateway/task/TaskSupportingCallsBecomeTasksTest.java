package dev.switchboard.gateway.task;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 2026-07-28: a call to a task-supporting tool from a client that declares the tasks extension answers a flat
 * CreateTaskResult once the task is durable, and tasks/get follows it to its inlined result.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TaskSupportingCallsBecomeTasksTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Test
    void theCallAnswersACreateTaskResultThatTasksGetFollowsToTheResult() {
        mcp.awaitTool("fx_task_sleep");
        JsonPath created = tasks.call("fx_task_sleep", "{\"millis\":300}");

        assertThat(created.getString("resultType")).isEqualTo("task");
        assertThat(created.getString("status")).isEqualTo("working");
        assertThat(created.getLong("ttlMs")).isEqualTo(3_600_000L);
        assertThat(created.getLong("pollIntervalMs")).isPositive();
        assertThat(Instant.parse(created.getString("createdAt"))).isBeforeOrEqualTo(Instant.now());
        for (String absent : new String[] { "result", "error", "inputRequests", "requestState", "task" }) {
            assertThat((Object) created.get(absent)).as(absent).isNull();
        }

        String id = created.getString("taskId");
        assertThat(tasks.get(id).getString("result.taskId")).isEqualTo(id);
        JsonPath done = tasks.awaitStatus(id, "completed");
        assertThat(done.getString("resultType")).isEqualTo("complete");
        assertThat(done.getInt("result.structuredContent.slept")).isEqualTo(300);
        assertThat(done.getMap("result")).doesNotContainKey("resultType");
    }

    @Test
    void withoutTheExtensionTheSameToolAnswersAtOnce() {
        mcp.awaitTool("fx_task_sleep");
        JsonPath result = mcp.modern("tools/call").tool("fx_task_sleep", "{\"millis\":50}").then().statusCode(200)
                .extract().jsonPath();

        assertThat(result.getString("result.resultType")).isEqualTo("complete");
        assertThat(result.getInt("result.structuredContent.slept")).isEqualTo(50);
    }

    @Test
    void aToolThatDecidesAgainstATaskAnswersAtOnceEvenWithTheExtension() {
        mcp.awaitTool("fx_task_sleep");
        JsonPath result = tasks.call("fx_task_sleep", "{\"millis\":0}");

        assertThat(result.getString("resultType")).isEqualTo("complete");
        assertThat(result.getInt("structuredContent.slept")).isZero();
    }
}
