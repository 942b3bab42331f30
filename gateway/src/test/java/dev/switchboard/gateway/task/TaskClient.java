package dev.switchboard.gateway.task;

import java.time.Duration;

import org.awaitility.Awaitility;

import dev.switchboard.testsupport.mcp.McpTestClient;
import io.restassured.path.json.JsonPath;

/** 2026-07-28 task requests as the tests make them: every request declares the tasks extension. */
final class TaskClient {

    private final McpTestClient mcp;

    TaskClient(McpTestClient mcp) {
        this.mcp = mcp;
    }

    /** Calls {@code tool}; the answer's result (a CreateTaskResult when the call became a task). */
    JsonPath call(String tool, String arguments) {
        return mcp.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES).tool(tool, arguments).then()
                .statusCode(200).extract().jsonPath().setRootPath("result");
    }

    /** Starts {@code tool} as a task and answers its id. */
    String start(String tool, String arguments) {
        JsonPath created = call(tool, arguments);
        if (!"task".equals(created.getString("resultType"))) {
            throw new AssertionError(tool + " did not become a task: " + created.prettify());
        }
        return created.getString("taskId");
    }

    /** The whole answer to {@code tasks/get} (result or error). */
    JsonPath get(String taskId) {
        return mcp.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId).post().jsonPath();
    }

    JsonPath update(String taskId, String inputResponses) {
        return mcp.modern("tasks/update").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId)
                .and("\"inputResponses\":" + inputResponses).post().jsonPath();
    }

    JsonPath cancel(String taskId) {
        return mcp.modern("tasks/cancel").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId).post()
                .jsonPath();
    }

    /** Polls {@code tasks/get} until the task has {@code status}; answers that result. */
    JsonPath awaitStatus(String taskId, String status) {
        return Awaitility.await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(50))
                .until(() -> get(taskId), answer -> status.equals(answer.getString("result.status")))
                .setRootPath("result");
    }
}
