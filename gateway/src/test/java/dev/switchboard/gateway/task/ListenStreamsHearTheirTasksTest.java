package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 2026-07-28: subscriptions/listen with taskIds acknowledges the caller's own tasks and then carries
 * notifications/tasks with the whole task (result inlined once completed); asking without the extension is -32021.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ListenStreamsHearTheirTasksTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Test
    void theStreamHearsTheTaskComplete() {
        mcp.awaitTool("fx_task_sleep");
        String id = tasks.start("fx_task_sleep", "{\"millis\":1500}");

        try (SseStream listen = mcp.modern("subscriptions/listen").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .params("\"notifications\":{\"taskIds\":[\"" + id + "\",\"00000000-0000-4000-8000-000000000000\"]}")
                .stream()) {
            JsonNode ack = listen.awaitMessage("notifications/subscriptions/acknowledged");
            assertThat(ack.path("params").path("notifications").path("taskIds").toString()).isEqualTo("[\"" + id
                    + "\"]");

            JsonNode done = listen.awaitMessage("\"completed\"");
            assertThat(done.path("method").asText()).isEqualTo("notifications/tasks");
            assertThat(done.path("params").path("taskId").asText()).isEqualTo(id);
            assertThat(done.path("params").path("result").path("structuredContent").path("slept").asInt())
                    .isEqualTo(1500);
            assertThat(done.path("params").path("_meta").has("io.modelcontextprotocol/subscriptionId")).isTrue();
        }
    }

    @Test
    void askingForTaskNotificationsNeedsTheExtension() {
        mcp.modern("subscriptions/listen").params("\"notifications\":{\"taskIds\":[\"x\"]}").then().statusCode(400)
                .body("error.code", org.hamcrest.Matchers.equalTo(-32021));
    }
}
