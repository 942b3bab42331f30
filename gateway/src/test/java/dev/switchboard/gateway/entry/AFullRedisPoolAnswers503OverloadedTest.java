package dev.switchboard.gateway.entry;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A burst larger than the Redis connection pool and its wait queue (4 connections, no queue here) is answered, call by
 * call, with a result or with 503, {@code Retry-After} and a message saying this replica is overloaded: never that
 * Redis cannot be reached, which is healthy the whole time.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AFullRedisPoolAnswers503OverloadedTest.TinyPool.class)
class AFullRedisPoolAnswers503OverloadedTest {

    private static final int BURST = 300;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aBurstPastThePoolIsAnsweredOrRefusedAsOverload() throws Exception {
        List<McpSession> sessions = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            sessions.add(await().atMost(Duration.ofSeconds(10)).ignoreExceptions()
                    .until(() -> mcp.session().open(), session -> session.id() != null));
        }
        HttpClient http = HttpClient.newHttpClient();
        List<Future<HttpResponse<String>>> answers = new ArrayList<>();
        try (ExecutorService burst = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < BURST; i++) {
                McpSession session = sessions.get(i % sessions.size());
                HttpRequest.Builder ping = HttpRequest.newBuilder(URI.create(mcp.baseUrl() + "/mcp"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + i
                                + ",\"method\":\"ping\"}"));
                session.headers().forEach(ping::header);
                answers.add(burst.submit(() -> http.send(ping.build(), HttpResponse.BodyHandlers.ofString())));
            }
        }

        int overloaded = 0;
        for (Future<HttpResponse<String>> answer : answers) {
            HttpResponse<String> response = answer.get();
            assertThat(response.statusCode()).as(response.body()).isIn(200, 503);
            assertThat(response.body()).doesNotContain("cannot be reached");
            if (response.statusCode() == 503) {
                overloaded++;
                assertThat(response.body()).contains("overloaded");
                assertThat(response.headers().firstValue("Retry-After")).hasValue("1");
            }
        }
        assertThat(overloaded).as("the burst went past the pool at least once").isPositive();
    }

    public static class TinyPool implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            // Every ping reads its session from Redis (no session copies), so the burst needs the pool.
            return Map.of("quarkus.redis.max-pool-size", "4", "quarkus.redis.max-pool-waiting", "0",
                    "switchboard.sessions.copy-age", "0S");
        }
    }
}
