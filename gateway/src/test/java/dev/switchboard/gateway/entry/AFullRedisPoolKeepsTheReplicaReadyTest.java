package dev.switchboard.gateway.entry;

import java.net.Socket;
import java.net.URL;
import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.Request;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * Every pooled Redis connection busy (4 here, no wait queue) is overload, not Redis down: the gateway's Redis readiness
 * check stays up, so a balancer keeps the replica in rotation instead of taking every busy replica out.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AFullRedisPoolAnswers503OverloadedTest.TinyPool.class)
class AFullRedisPoolKeepsTheReplicaReadyTest {

    private static final String BLOCKED = "sb:test:never-filled:";

    @Inject
    Redis redis;

    @InjectRedis
    LocalRedis server;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @Test
    void readinessStaysUpWhileEveryConnectionIsBusy() throws Exception {
        // Blocking pops on lists nobody fills hold every pooled connection until the test fills them.
        for (int i = 0; i < 4; i++) {
            redis.send(Request.cmd(Command.BLPOP).arg(BLOCKED + i).arg(60)).subscribe().with(reply -> {
            }, refused -> {
            });
        }
        try {
            await().atMost(Duration.ofSeconds(10)).until(this::poolFull);

            // Only the gateway's own check: in tests the gateway also hosts fixture tools, whose registration heartbeat
            // has a readiness check of its own (ABurstIsAnsweredOrRefusedAsOverloadIT checks a packaged gateway).
            RestAssured.given().get(readiness).then()
                    .body("checks.find { it.name == 'redis' }.status", equalTo("UP"));
        } finally {
            try (Socket unblock = new Socket("127.0.0.1", server.port())) {
                for (int i = 0; i < 4; i++) {
                    unblock.getOutputStream().write(("LPUSH " + BLOCKED + i + " done\r\n").getBytes(US_ASCII));
                }
                unblock.getOutputStream().write("QUIT\r\n".getBytes(US_ASCII));
                unblock.getInputStream().readAllBytes();
            }
        }
    }

    private boolean poolFull() {
        try {
            redis.send(Request.cmd(Command.PING)).await().atMost(Duration.ofSeconds(1));
            return false;
        } catch (RuntimeException e) {
            return new StoreUnavailableException("a test's PING", e).overloaded();
        }
    }
}
