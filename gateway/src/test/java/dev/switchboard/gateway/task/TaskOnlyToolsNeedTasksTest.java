package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * A tool that runs only as a task refuses a client that cannot take one: -32021 naming the extension (2026-07-28),
 * -32601 saying to send params.task (2025-11-25).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TaskOnlyToolsNeedTasksTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aModernClientWithoutTheExtensionGetsMissingCapability() {
        mcp.awaitTool("fx_task_required");
        mcp.modern("tools/call").tool("fx_task_required", "{}").then().statusCode(400)
                .body("error.code", equalTo(-32021))
                .body("error.data.requiredCapabilities.extensions.'io.modelcontextprotocol/tasks'", notNullValue());
    }

    @Test
    void aSessionCallWithoutParamsTaskIsMethodNotFound() {
        mcp.awaitTool("fx_task_required");
        mcp.session().open().callTool("fx_task_required", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32601))
                .body("error.message", containsString("params.task"));
    }

    @Test
    void aSessionCallAskingATaskOfAToolThatForbidsThemIsMethodNotFound() {
        mcp.awaitTool("fx_echo");
        mcp.session().open().request("tools/call", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"x\"},"
                + "\"task\":{\"ttl\":60000}}").then().statusCode(200)
                .body("error.code", equalTo(-32601))
                .body("error.message", containsString("does not run as a task"));
    }
}
