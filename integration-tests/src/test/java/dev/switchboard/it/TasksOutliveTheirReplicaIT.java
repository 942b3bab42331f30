package dev.switchboard.it;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Durable tasks across packaged gateway replicas on one Redis, with the conformance fixtures behind them: a task
 * started on one replica is polled to its end on another, a cancel sent to another replica stops the call where it
 * runs, and a task whose replica is killed outright is finished elsewhere within its lease and a sweep.
 */
class TasksOutliveTheirReplicaIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Duration LEASE = Duration.ofSeconds(3);
    private static final Pattern RUNNING = Pattern.compile("(?m)^switchboard_tasks_running(?:\\{[^}]*})? (\\S+)$");

    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess doomed;
    private static SuiteProcess fixtures;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        Map<String, String> shared = Map.of("GATEWAY_REQUEST_STATE_KEYS", "integration-tests-key-integration-tests-key",
                "GATEWAY_TASKS_LEASE", LEASE.toSeconds() + "S", "GATEWAY_TASKS_SWEEP_INTERVAL", "500ms");
        replicaA = SuiteProcess.start("gateway", redis.url(), shared);
        replicaB = SuiteProcess.start("gateway", redis.url(), shared);
        doomed = SuiteProcess.start("gateway", redis.url(), shared);
        fixtures = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        for (SuiteProcess gateway : List.of(replicaA, replicaB, doomed)) {
            gateway.mcp().awaitTool("slow_compute");
        }
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(fixtures, replicaA, replicaB, doomed, redis);
    }

    private static String startOn(SuiteProcess replica, double seconds) {
        JsonPath created = replica.mcp().modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("slow_compute", "{\"seconds\":" + seconds + "}").then().statusCode(200).extract().jsonPath();
        assertThat(created.getString("result.resultType")).isEqualTo("task");
        return created.getString("result.taskId");
    }

    private static JsonPath get(SuiteProcess replica, String taskId) {
        return replica.mcp().modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId).post()
                .jsonPath().setRootPath("result");
    }

    private static double runningOn(SuiteProcess replica) throws Exception {
        String metrics = HTTP.send(HttpRequest.newBuilder(URI.create(replica.managementUrl() + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Matcher gauge = RUNNING.matcher(metrics);
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : 0;
    }

    @Test
    void aTaskStartedOnOneReplicaIsPolledToItsEndOnAnother() {
        String id = startOn(replicaA, 1);

        JsonPath done = Awaitility.await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(100))
                .until(() -> get(replicaB, id), task -> "completed".equals(task.getString("status")));

        assertThat(done.getString("result.content[0].text")).contains("finished after 1.0 s");
    }

    @Test
    void aCancelSentToAnotherReplicaStopsTheCallWhereItRuns() throws Exception {
        String id = startOn(replicaA, 60);
        Awaitility.await().until(() -> runningOn(replicaA) >= 1);

        replicaB.mcp().modern("tasks/cancel").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .statusCode(200);

        assertThat(get(replicaA, id).getString("status")).isEqualTo("cancelled");
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> runningOn(replicaA) == 0);
    }

    @Test
    void aTaskWhoseReplicaIsKilledIsFinishedByAnother() {
        String id = startOn(doomed, 4);
        Awaitility.await().until(() -> runningOn(doomed) >= 1);
        Instant killed = Instant.now();
        doomed.kill();

        JsonPath done = Awaitility.await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .until(() -> get(replicaB, id), task -> !"working".equals(task.getString("status")));

        assertThat(done.getString("status")).isEqualTo("completed");
        assertThat(done.getString("result.content[0].text")).contains("finished after 4.0 s");
        System.out.printf("task %s finished %d ms after its replica was killed (lease %d s, run 4 s)%n", id,
                Duration.between(killed, Instant.now()).toMillis(), LEASE.toSeconds());
    }
}
