package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/** 2025-11-25: tasks/cancel answers the cancelled task; cancelling a finished task is -32602. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraCancelAnswersTheCancelledTaskTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aRunningTaskIsCancelledAndAFinishedOneCannotBe() {
        mcp.awaitTool("fx_task_sleep");
        McpSession session = mcp.session().open();
        String id = session.request("tools/call", "{\"name\":\"fx_task_sleep\",\"arguments\":{\"millis\":30000},"
                + "\"task\":{}}").jsonPath().getString("result.task.taskId");

        JsonPath cancelled = session.request("tasks/cancel", "{\"taskId\":\"" + id + "\"}").jsonPath();
        assertThat(cancelled.getString("result.taskId")).isEqualTo(id);
        assertThat(cancelled.getString("result.status")).isEqualTo("cancelled");

        JsonPath again = session.request("tasks/cancel", "{\"taskId\":\"" + id + "\"}").jsonPath();
        assertThat(again.getInt("error.code")).isEqualTo(-32602);
        assertThat(again.getString("error.message")).contains("already cancelled");
        assertThat(session.request("tasks/result", "{\"taskId\":\"" + id + "\"}").jsonPath()
                .getString("error.message")).contains("cancelled");
    }
}
