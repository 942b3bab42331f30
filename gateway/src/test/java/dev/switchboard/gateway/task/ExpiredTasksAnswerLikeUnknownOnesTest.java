package dev.switchboard.gateway.task;

import java.time.Duration;
import java.time.Instant;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/** A task is found for its whole TTL and not after: then it answers exactly like a task that never existed. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ExpiredTasksAnswerLikeUnknownOnesTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theTaskIsGoneOnceItsTtlHasPassed() {
        mcp.awaitTool("fx_task_sleep");
        McpSession session = mcp.session().open();
        JsonPath created = session.request("tools/call", "{\"name\":\"fx_task_sleep\",\"arguments\":{\"millis\":1},"
                + "\"task\":{\"ttl\":2000}}").jsonPath().setRootPath("result.task");
        String id = created.getString("taskId");
        Instant expiry = Instant.parse(created.getString("createdAt")).plusMillis(created.getLong("ttl"));

        assertThat(session.request("tasks/get", "{\"taskId\":\"" + id + "\"}").jsonPath().getString("result.taskId"))
                .isEqualTo(id);
        JsonPath gone = Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> session.request("tasks/get", "{\"taskId\":\"" + id + "\"}").jsonPath(),
                        answer -> answer.get("error") != null);

        assertThat(Instant.now()).isAfterOrEqualTo(expiry);
        assertThat(gone.getInt("error.code")).isEqualTo(-32602);
        assertThat(gone.getString("error.message")).isEqualTo(session.request("tasks/get",
                "{\"taskId\":\"00000000-0000-4000-8000-000000000000\"}").jsonPath().getString("error.message")
                .replace("00000000-0000-4000-8000-000000000000", id));
    }
}
