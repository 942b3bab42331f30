package dev.switchboard.gateway.task;

import java.net.URL;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.TaskFixtureTools;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task cancelled after its replica has renewed its lease stops counting as running there: the replica forgets the
 * call once it ends, instead of renewing (and reporting) a call that no longer exists.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACancelledTaskLeavesItsReplicaTest {

    private static final Pattern RUNNING = Pattern.compile("(?m)^switchboard_tasks_running(?:\\{[^}]*})? (\\S+)$");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final TaskClient tasks = new TaskClient(mcp);

    @Inject
    TaskStore store;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void theRunningGaugeFallsBackAfterTheCancel() {
        mcp.awaitTool("fx_task_sleep");
        String id = tasks.start("fx_task_sleep", "{\"millis\":60000}");
        Awaitility.await().until(() -> TaskFixtureTools.runs(id) == 1);
        long firstLease = store.load(id).orElseThrow().leaseUntil();
        Awaitility.await().atMost(Duration.ofSeconds(10))
                .until(() -> store.load(id).orElseThrow().leaseUntil() > firstLease);

        tasks.cancel(id);

        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> TaskFixtureTools.sawCancellation(id));
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> running() == 0);
        assertThat(tasks.get(id).getString("result.status")).isEqualTo("cancelled");
    }

    private double running() {
        Matcher gauge = RUNNING.matcher(RestAssured.given().get(metrics).then().statusCode(200).extract().asString());
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : 0;
    }
}
