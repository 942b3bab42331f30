package dev.switchboard.gateway.task;

import java.time.Duration;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.TaskFixtureTools;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tasks/cancel acknowledges with an empty result, marks the task cancelled at once, and the service's call sees the
 * cancellation; cancelling again (a finished task) is acknowledged the same way.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CancellingATaskStopsItsCallTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Test
    void theCallIsStoppedAndTheTaskStaysCancelled() {
        mcp.awaitTool("fx_task_sleep");
        String id = tasks.start("fx_task_sleep", "{\"millis\":30000}");
        Awaitility.await().until(() -> TaskFixtureTools.runs(id) == 1);

        JsonPath ack = tasks.cancel(id);

        assertThat(ack.getMap("result")).containsOnlyKeys("resultType", "_meta");
        assertThat(tasks.get(id).getString("result.status")).isEqualTo("cancelled");
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> TaskFixtureTools.sawCancellation(id));
        assertThat(tasks.cancel(id).getString("result.resultType")).isEqualTo("complete");
        assertThat(tasks.get(id).getString("result.status")).isEqualTo("cancelled");
    }
}
