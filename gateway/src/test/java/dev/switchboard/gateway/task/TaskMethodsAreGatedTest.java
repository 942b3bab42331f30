package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * tasks/* need the extension on the request (2026-07-28: -32021) or a session that negotiated tasks (2025-11-25);
 * an unknown task id is -32602; methods of the other revision do not exist.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TaskMethodsAreGatedTest {

    private static final String UNKNOWN = "00000000-0000-4000-8000-000000000000";

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void withoutTheExtensionTasksGetIsMissingCapability() {
        mcp.modern("tasks/get").task(UNKNOWN).then().statusCode(400).body("error.code", equalTo(-32021));
    }

    @Test
    void anUnknownTaskIsInvalidParams() {
        mcp.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(UNKNOWN).then()
                .body("error.code", equalTo(-32602)).body("error.message", containsString("not found"));
        mcp.modern("tasks/cancel").capabilities(McpTestClient.TASKS_CAPABILITIES).task("not-even-an-id").then()
                .body("error.code", equalTo(-32602));
    }

    @Test
    void aMismatchedMcpNameIsRefused() {
        mcp.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(UNKNOWN)
                .header("Mcp-Name", "another-task").then().statusCode(400).body("error.code", equalTo(-32020));
    }

    @Test
    void theRemovedMethodsDoNotExistIn2026() {
        mcp.modern("tasks/result").capabilities(McpTestClient.TASKS_CAPABILITIES).params("\"taskId\":\"x\"").then()
                .statusCode(404).body("error.code", equalTo(-32601));
        mcp.modern("tasks/list").capabilities(McpTestClient.TASKS_CAPABILITIES).then().statusCode(404)
                .body("error.code", equalTo(-32601));
    }

    @Test
    void aSessionOfAnOlderRevisionHasNoTasks() {
        mcp.session().version("2025-06-18").open().request("tasks/get", "{\"taskId\":\"" + UNKNOWN + "\"}").then()
                .body("error.code", equalTo(-32601)).body("error.message", containsString("2025-11-25"));
    }

    @Test
    void tasksUpdateIsNotASessionEraMethod() {
        mcp.session().open().request("tasks/update", "{\"taskId\":\"" + UNKNOWN + "\",\"inputResponses\":{}}")
                .then().body("error.code", equalTo(-32601));
    }
}
