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

/** 2025-11-25: a session's GET stream hears notifications/tasks/status as the tasks it created move. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionStreamsHearTheirTasksStatusTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theStreamHearsTheTaskComplete() {
        mcp.awaitTool("fx_task_sleep");
        McpSession session = mcp.session().open();
        try (SseStream stream = session.openStream()) {
            stream.awaitStatus();
            String id = session.request("tools/call", "{\"name\":\"fx_task_sleep\",\"arguments\":{\"millis\":300},"
                    + "\"task\":{}}").jsonPath().getString("result.task.taskId");

            JsonNode status = stream.awaitMessage("\"completed\"");

            assertThat(status.path("method").asText()).isEqualTo("notifications/tasks/status");
            assertThat(status.path("params").path("taskId").asText()).isEqualTo(id);
            assertThat(status.path("params").has("result")).isFalse();
            assertThat(status.path("params").path("ttl").asLong()).isPositive();
        }
    }
}
