package dev.switchboard.gateway.logging;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jboss.logging.Logger;
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
 * A burst refused as overload (4 pooled Redis connections, no queue) is logged as a few warning lines, not one per
 * refused request: the first refusal at once, then one line per period (1 s here) counting the rest, and the counts
 * add up to every refusal the clients got.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(RefusalsAreLoggedOnceAPeriodWithACountTest.TinyPoolShortPeriod.class)
class RefusalsAreLoggedOnceAPeriodWithACountTest {

    private static final int BURST = 300;
    private static final Logger LOG = Logger.getLogger(RefusalsAreLoggedOnceAPeriodWithACountTest.class);
    private static final Pattern REFUSAL_LINE = Pattern
            .compile("503 overloaded: refused (a request|(\\d+) more request\\(s\\))");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aBurstOfRefusalsIsAFewLinesWhoseCountsAddUp() throws Exception {
        List<McpSession> sessions = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            sessions.add(await().atMost(Duration.ofSeconds(10)).ignoreExceptions()
                    .until(() -> mcp.session().open(), session -> session.id() != null));
        }
        String marker = "burst-starts-" + UUID.randomUUID();
        LOG.info(marker);

        int refused = 0;
        for (HttpResponse<String> response : burst(sessions)) {
            if (response.statusCode() == 503 && response.body().contains("overloaded")) {
                refused++;
            }
        }
        int refusals = refused;
        assertThat(refusals).as("the burst went past the pool").isGreaterThan(2);

        String since = await().atMost(Duration.ofSeconds(20)).until(
                () -> GatewayLog.upToNow().substring(GatewayLog.read().indexOf(marker)),
                log -> counted(log) >= refusals);
        assertThat(counted(since)).as("every refusal counted once").isEqualTo(refusals);
        assertThat(lines(since)).as("warning lines for %d refusals", refusals).isLessThan(refusals);
    }

    private List<HttpResponse<String>> burst(List<McpSession> sessions) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        List<Future<HttpResponse<String>>> answers = new ArrayList<>();
        try (ExecutorService burst = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < BURST; i++) {
                HttpRequest.Builder ping = HttpRequest.newBuilder(URI.create(mcp.baseUrl() + "/mcp"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + i
                                + ",\"method\":\"ping\"}"));
                sessions.get(i % sessions.size()).headers().forEach(ping::header);
                answers.add(burst.submit(() -> http.send(ping.build(), HttpResponse.BodyHandlers.ofString())));
            }
        }
        List<HttpResponse<String>> responses = new ArrayList<>();
        for (Future<HttpResponse<String>> answer : answers) {
            responses.add(answer.get());
        }
        return responses;
    }

    private static int counted(String log) {
        int count = 0;
        for (Matcher line = REFUSAL_LINE.matcher(log); line.find();) {
            count += line.group(2) == null ? 1 : Integer.parseInt(line.group(2));
        }
        return count;
    }

    private static int lines(String log) {
        int lines = 0;
        for (Matcher line = REFUSAL_LINE.matcher(log); line.find();) {
            lines++;
        }
        return lines;
    }

    /**
     * Four pooled connections and no queue, as in the overload tests, and a refusal line per second at most. Every
     * ping reads its session from Redis (no session copies), or the burst would never need the pool.
     */
    public static class TinyPoolShortPeriod implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.redis.max-pool-size", "4", "quarkus.redis.max-pool-waiting", "0",
                    "gateway.refusal-log-period", "1s", "switchboard.sessions.copy-age", "0S");
        }
    }
}
