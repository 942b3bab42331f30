package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 2025-11-25: while a task waits for input, tasks/result carries its requests to the client as server→client requests
 * tagged with the task; the client's answer resumes the task and the same tasks/result ends with its result.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraTaskInputArrivesOnTasksResultTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theAnswerToTheTasksRequestResumesItAndTheResultFollows() {
        mcp.awaitTool("fx_task_ask");
        McpSession session = mcp.session().capabilities("{\"elicitation\":{}}").open();
        String id = session.request("tools/call", "{\"name\":\"fx_task_ask\",\"arguments\":{},\"task\":{}}")
                .jsonPath().getString("result.task.taskId");

        try (SseStream result = session.stream("5", "tasks/result", "{\"taskId\":\"" + id + "\"}")) {
            JsonNode ask = result.awaitMessage("elicitation/create");
            assertThat(ask.path("params").path("_meta").path("io.modelcontextprotocol/related-task")
                    .path("taskId").asText()).isEqualTo(id);
            session.answer(ask.get("id").toString(), "{\"action\":\"accept\",\"content\":{\"ok\":true}}").then()
                    .statusCode(202);

            JsonNode done = result.awaitMessage("structuredContent");
            assertThat(done.path("id").asInt()).isEqualTo(5);
            assertThat(done.path("result").path("structuredContent").path("answer").path("content").path("ok")
                    .asBoolean()).isTrue();
        }
    }
}
