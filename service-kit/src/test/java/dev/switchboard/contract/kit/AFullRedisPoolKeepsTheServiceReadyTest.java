package dev.switchboard.contract.kit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URL;
import java.time.Duration;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.Request;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Every pooled Redis connection of a service busy (4 here, no wait queue) while Redis is fine is overload, not Redis
 * down: the heartbeat it cost is skipped, the registration is still live, and the service stays ready, saying why.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AFullRedisPoolKeepsTheServiceReadyTest.TinyPool.class)
class AFullRedisPoolKeepsTheServiceReadyTest {

    private static final String BLOCKED = "sb:test:kit-never-filled:";
    private static final int POOL = 4;

    @Inject
    Redis redis;

    @Inject
    RegistrationHeartbeat heartbeat;

    @InjectRedis
    LocalRedis server;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @Test
    void aHeartbeatRefusedByAFullPoolLeavesTheServiceReady() throws Exception {
        await().atMost(Duration.ofSeconds(10)).until(() -> heartbeat.status().registered());
        // Blocking pops on lists nobody fills hold every pooled connection until the test fills them. A pop the pool
        // refuses (while it is still opening connections, with no wait queue) is sent again until Redis counts all
        // of them blocked.
        Queue<Integer> refusedPops = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < POOL; i++) {
            refusedPops.add(i);
        }
        try {
            await().atMost(Duration.ofSeconds(10)).until(() -> {
                for (Integer pop; (pop = refusedPops.poll()) != null;) {
                    int list = pop;
                    redis.send(Request.cmd(Command.BLPOP).arg(BLOCKED + list).arg(60)).subscribe().with(reply -> {
                    }, refused -> refusedPops.add(list));
                }
                return blockedClients() >= POOL;
            });
            await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().overloaded());

            RestAssured.given().get(readiness).then().log().ifValidationFails().statusCode(200)
                    .body("checks.find { it.name == 'registry' }.status", equalTo("UP"))
                    .body("checks.find { it.name == 'registry' }.data.detail", containsString("overloaded"));
        } finally {
            try (Socket unblock = new Socket("127.0.0.1", server.port())) {
                for (int i = 0; i < POOL; i++) {
                    unblock.getOutputStream().write(("LPUSH " + BLOCKED + i + " done\r\n").getBytes(US_ASCII));
                }
                unblock.getOutputStream().write("QUIT\r\n".getBytes(US_ASCII));
                unblock.getInputStream().readAllBytes();
            }
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> heartbeat.status().state() == RegistrationStatus.State.REGISTERED);
    }

    /** Redis's own count of clients waiting in a blocking command, asked over a connection outside the pool. */
    private int blockedClients() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.getOutputStream().write("INFO clients\r\n".getBytes(US_ASCII));
            BufferedReader reply = new BufferedReader(new InputStreamReader(socket.getInputStream(), US_ASCII));
            for (String line; (line = reply.readLine()) != null;) {
                if (line.startsWith("blocked_clients:")) {
                    return Integer.parseInt(line.substring("blocked_clients:".length()).strip());
                }
            }
            return 0;
        }
    }

    /**
     * Four pooled connections, no wait queue. A heartbeat of 4 s lists the service for 12 s, so that the probe comes
     * well before the listing would lapse, however busy the machine (at 1 s it lapsed after 3 s, and so did the test).
     */
    public static class TinyPool implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.redis.max-pool-size", Integer.toString(POOL), "quarkus.redis.max-pool-waiting", "0",
                    "switchboard.service.heartbeat", "4s");
        }
    }
}
