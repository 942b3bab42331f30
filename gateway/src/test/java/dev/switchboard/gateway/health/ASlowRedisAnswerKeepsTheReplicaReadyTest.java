package dev.switchboard.gateway.health;

import java.net.URL;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * One PING answered later than the readiness check waits (Redis paused for 4 s; a CPU starved by a burst reads answers
 * just as late) is slowness, not Redis down: the replica stays ready, the check says it was slow, and it says so
 * within a balancer's check timeout (both clients are pinged at once).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ASlowRedisAnswerKeepsTheReplicaReadyTest {

    @InjectRedis
    LocalRedis redis;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void aPingPastItsTimeoutLeavesReadinessUp() {
        RedisPause.pause(redis, 4_000);

        // Answered within a balancer's check timeout (run.sh's HAProxy: timeout check 3s), or it would count as down.
        RestAssured.given().config(McpTestClient.timeouts(Duration.ofSeconds(3))).get(readiness).then()
                .body("checks.find { it.name == 'redis' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'redis' }.data.default", startsWith("slow: no answer to PING"));

        await().atMost(Duration.ofSeconds(20)).until(() -> "PONG".equals(RestAssured.given().get(readiness)
                .path("checks.find { it.name == 'redis' }.data.default")));
        CatalogueAfterAnOutage.awaitWhole(metrics);
    }
}
