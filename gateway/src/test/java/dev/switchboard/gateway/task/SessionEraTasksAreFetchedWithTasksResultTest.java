package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 2025-11-25's experimental tasks: a call with params.task answers {task: {...}} (ttl and pollInterval), tasks/get
 * shows the task, tasks/result waits for it and answers the tool's result tied to the task, tasks/list lists it, and
 * the session's capabilities advertise it all.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraTasksAreFetchedWithTasksResultTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aCallWithParamsTaskIsPolledAndItsResultFetched() {
        mcp.awaitTool("fx_task_sleep");
        McpSession session = mcp.session().open();
        JsonPath created = session.request("tools/call", "{\"name\":\"fx_task_sleep\",\"arguments\":{\"millis\":400},"
                + "\"task\":{\"ttl\":60000}}").then().statusCode(200).extract().jsonPath().setRootPath("result.task");
        String id = created.getString("taskId");
        assertThat(created.getString("status")).isEqualTo("working");
        assertThat(created.getLong("ttl")).isEqualTo(60_000L);
        assertThat(created.getLong("pollInterval")).isPositive();

        JsonPath polled = session.request("tasks/get", "{\"taskId\":\"" + id + "\"}").jsonPath()
                .setRootPath("result");
        assertThat(polled.getString("taskId")).isEqualTo(id);
        for (String absent : new String[] { "ttlMs", "result", "resultType" }) {
            assertThat((Object) polled.get(absent)).as(absent).isNull();
        }

        JsonPath result = session.request("tasks/result", "{\"taskId\":\"" + id + "\"}").jsonPath()
                .setRootPath("result");
        assertThat(result.getInt("structuredContent.slept")).isEqualTo(400);
        assertThat(result.getString("_meta.'io.modelcontextprotocol/related-task'.taskId")).isEqualTo(id);

        JsonPath listed = session.request("tasks/list", "{}").jsonPath();
        assertThat(listed.getList("result.tasks.taskId")).contains(id);
        assertThat(listed.getString("result.tasks.find { it.taskId == '" + id + "' }.status"))
                .isEqualTo("completed");
    }

    @Test
    void aTaskAskedForLongerThanAllowedGetsTheLongestTtl() {
        mcp.awaitTool("fx_task_sleep");
        JsonPath created = mcp.session().open().request("tools/call", "{\"name\":\"fx_task_sleep\","
                + "\"arguments\":{\"millis\":10},\"task\":{\"ttl\":999999999999}}").jsonPath();

        assertThat(created.getLong("result.task.ttl")).isEqualTo(24 * 3_600_000L);
    }

    @Test
    void aToolErrorIsAFailedTaskWhoseResultIsTheErrorResult() {
        mcp.awaitTool("fx_task_fail");
        McpSession session = mcp.session().open();
        String id = session.request("tools/call", "{\"name\":\"fx_task_fail\",\"arguments\":{},\"task\":{}}")
                .jsonPath().getString("result.task.taskId");

        JsonPath result = session.request("tasks/result", "{\"taskId\":\"" + id + "\"}").jsonPath();

        assertThat(result.getBoolean("result.isError")).isTrue();
        assertThat(session.request("tasks/get", "{\"taskId\":\"" + id + "\"}").jsonPath().getString("result.status"))
                .isEqualTo("failed");
    }

    @Test
    void aFailedCallIsTheJsonRpcErrorOfTasksResult() {
        mcp.awaitTool("fx_task_big");
        McpSession session = mcp.session().open();
        String id = session.request("tools/call", "{\"name\":\"fx_task_big\",\"arguments\":{},\"task\":{}}")
                .jsonPath().getString("result.task.taskId");

        JsonPath result = session.request("tasks/result", "{\"taskId\":\"" + id + "\"}").jsonPath();

        assertThat(result.getInt("error.code")).isEqualTo(-32603);
        assertThat(result.getString("error.message")).contains("larger than");
    }

    @Test
    void theSessionAdvertisesTasksAtTheRevisionThatHasThem() {
        JsonPath current = mcp.session().initialize().jsonPath();
        assertThat(current.getMap("result.capabilities.tasks.requests.tools")).containsKey("call");
        assertThat(current.getMap("result.capabilities.tasks")).containsKeys("list", "cancel");

        JsonPath older = mcp.session().version("2025-06-18").initialize().jsonPath();
        assertThat(older.getMap("result.capabilities")).doesNotContainKey("tasks");
    }
}
