package dev.switchboard.gateway.entry;

import java.net.Socket;
import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.Request;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A request whose Redis command waits in this replica's pool queue longer than the Redis timeout (the only pooled
 * connections held by blocking commands here) while Redis itself answers at once: 503 "overloaded" with
 * {@code Retry-After}, not "the session store cannot be reached".
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AQueueWaitPastTheRedisTimeoutIsOverloadTest.OneSlowConnection.class)
class AQueueWaitPastTheRedisTimeoutIsOverloadTest {

    private static final String BLOCKED = "sb:test:queue-wait:never-filled:";
    private static final int POOL = 4;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    Redis redis;

    @InjectRedis
    LocalRedis server;

    @Test
    void theQueuedRequestIsAnsweredOverloaded() throws Exception {
        McpSession session = await().atMost(Duration.ofSeconds(20)).ignoreExceptions()
                .until(() -> mcp.session().open(), opened -> opened.id() != null);
        for (int i = 0; i < POOL; i++) {
            redis.send(Request.cmd(Command.BLPOP).arg(BLOCKED + i).arg(30)).subscribe().with(reply -> {
            }, refused -> {
            });
        }
        try {
            Response answer = await().atMost(Duration.ofSeconds(20)).until(
                    () -> session.request("ping", "{}"),
                    response -> response.statusCode() == 503);

            assertThat(answer.body().asString()).contains("overloaded").doesNotContain("cannot be reached");
            assertThat(answer.header("Retry-After")).isEqualTo("1");
        } finally {
            try (Socket unblock = new Socket("127.0.0.1", server.port())) {
                for (int i = 0; i < POOL; i++) {
                    unblock.getOutputStream().write(("LPUSH " + BLOCKED + i + " done\r\n").getBytes(US_ASCII));
                }
                unblock.getOutputStream().write("QUIT\r\n".getBytes(US_ASCII));
                unblock.getInputStream().readAllBytes();
            }
        }
    }

    /**
     * Four pooled connections, a long wait queue and a 1 s Redis timeout; the ping reads its session from Redis (no
     * session copies), so it needs the pool at once.
     */
    public static class OneSlowConnection implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.redis.max-pool-size", Integer.toString(POOL), "quarkus.redis.max-pool-waiting", "1000",
                    "quarkus.redis.timeout", "1s", "switchboard.sessions.copy-age", "0S");
        }
    }
}
