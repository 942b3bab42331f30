package dev.switchboard.gateway.task;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.fixtures.TaskFixtureTools;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.task.TaskCall;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task whose replica stopped renewing its lease (here: a replica that never existed) is taken over by a live one
 * once the lease runs out: an idempotent call runs again and completes; any other call fails, saying why. A call
 * running longer than the lease on a live replica is renewed, never taken over.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AbandonedTasksAreTakenOverTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Inject
    TaskStore store;

    /** A task as a replica that then died would have left it: working, its lease about to run out. */
    private String abandoned(String tool, boolean idempotent) {
        String id = UUID.randomUUID().toString();
        ObjectNode capabilities = JSON.createObjectNode();
        capabilities.putObject("extensions").putObject("io.modelcontextprotocol/tasks");
        TaskCall call = new TaskCall(tool, JSON.createObjectNode().put("millis", 100), capabilities, "modern",
                "2026-07-28", null, idempotent);
        store.create(new TaskStore.NewTask(id, Principal.ANONYMOUS, call, Duration.ofMinutes(5),
                Duration.ofSeconds(1), "a-replica-that-died", Duration.ofMillis(300), Map.of(), null));
        return id;
    }

    @Test
    void anIdempotentCallRunsAgainAndCompletes() {
        mcp.awaitTool("fx_task_sleep");
        String id = abandoned("fx_task_sleep", true);

        JsonPath done = tasks.awaitStatus(id, "completed");

        assertThat(done.getInt("result.structuredContent.slept")).isEqualTo(100);
        assertThat(TaskFixtureTools.runs(id)).isEqualTo(1);
    }

    @Test
    void anyOtherCallFailsSayingTheReplicaStopped() {
        mcp.awaitTool("fx_task_once");
        String id = abandoned("fx_task_once", false);

        JsonPath failed = tasks.awaitStatus(id, "failed");

        assertThat(failed.getInt("error.code")).isEqualTo(-32603);
        assertThat(failed.getString("statusMessage")).contains("replica running this task stopped");
        assertThat(TaskFixtureTools.runs(id)).isZero();
    }

    @Test
    void aLiveReplicaKeepsItsLongCall() {
        mcp.awaitTool("fx_task_once");
        String id = tasks.start("fx_task_once", "{\"millis\":4500}");

        tasks.awaitStatus(id, "completed");

        assertThat(TaskFixtureTools.runs(id)).isEqualTo(1);
    }
}
