package dev.switchboard.gateway.discovery;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * A call through the gateway's call tool is the named tool's own call: a 2026-07-28 client that is asked for input
 * answers by retrying the call tool with the sealed state, and a task-supporting tool becomes a task that
 * {@code tasks/get} follows to its result.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheCallToolRunsTasksAndInputRoundsLikeADirectCallTest {

    private static final String ANSWER = "\"inputResponses\":{\"llm\":{\"role\":\"assistant\",\"content\":{\"type\":"
            + "\"text\",\"text\":\"hi there\"},\"model\":\"m\",\"stopReason\":\"endTurn\"}}";

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anInputRoundIsAnsweredByRetryingTheCallTool() {
        mcp.awaitTool("fx_sample");
        String state = mcp.modern("tools/call").id("9").tool("call_tool", "{\"name\":\"fx_sample\"}")
                .capabilities("{\"sampling\":{}}").then().statusCode(200)
                .body("result.resultType", equalTo("input_required"))
                .body("result.inputRequests.llm.method", equalTo("sampling/createMessage"))
                .extract().path("result.requestState");

        mcp.modern("tools/call").id("9").tool("call_tool", "{\"name\":\"fx_sample\"}")
                .capabilities("{\"sampling\":{}}").and("\"requestState\":\"" + state + "\"," + ANSWER).then()
                .statusCode(200).body("result.resultType", equalTo("complete"))
                .body("result.structuredContent.model", equalTo("hi there"));
    }

    @Test
    void aTaskSupportingToolBecomesATask() {
        mcp.awaitTool("fx_task_sleep");
        JsonPath created = mcp.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("call_tool", "{\"name\":\"fx_task_sleep\",\"arguments\":{\"millis\":300}}").then()
                .statusCode(200).extract().jsonPath().setRootPath("result");
        assertThat(created.getString("resultType")).isEqualTo("task");

        JsonPath done = await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(50))
                .until(() -> mcp.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES)
                        .task(created.getString("taskId")).post().jsonPath(),
                        answer -> "completed".equals(answer.getString("result.status")));
        assertThat(done.getInt("result.result.structuredContent.slept")).isEqualTo(300);
    }
}
