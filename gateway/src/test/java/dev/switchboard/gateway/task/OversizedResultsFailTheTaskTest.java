package dev.switchboard.gateway.task;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/** A result larger than a task may keep (64 KiB in the tests) fails the task, saying so, instead of filling Redis. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OversizedResultsFailTheTaskTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Test
    void theTaskFailsWithTheSizes() {
        mcp.awaitTool("fx_task_big");
        String id = tasks.start("fx_task_big", "{}");

        JsonPath failed = tasks.awaitStatus(id, "failed");

        assertThat(failed.getInt("error.code")).isEqualTo(-32603);
        assertThat(failed.getString("error.message")).contains("larger than the 65536 bytes");
        assertThat(failed.getInt("error.data.resultBytes")).isGreaterThan(100_000);
        assertThat((Object) failed.get("result")).isNull();
    }
}
