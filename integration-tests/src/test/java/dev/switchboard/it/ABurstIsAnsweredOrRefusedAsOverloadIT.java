package dev.switchboard.it;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * 2,000 session-era tool calls at once over 100 sessions on a packaged gateway whose Redis pool is far smaller than the
 * burst (4 connections, no wait queue, so the burst surely goes past it however slow the machine): every call is
 * answered with its result or refused with 503, {@code Retry-After} and a message saying the replica is overloaded;
 * none is told that Redis cannot be reached, since Redis is healthy all along. Before the gateway told the two apart,
 * such a burst answered "the session store (Redis) cannot be reached".
 */
class ABurstIsAnsweredOrRefusedAsOverloadIT {

    private static final int SESSIONS = 100;
    private static final int BURST = 2_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static LocalRedis redis;
    private static SuiteProcess fixtures;
    private static SuiteProcess gateway;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        fixtures = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        // Every call reads its session from Redis (no session copies), so the burst needs the pool.
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of("QUARKUS_REDIS_MAX_POOL_SIZE", "4",
                "QUARKUS_REDIS_MAX_POOL_WAITING", "0", "SWITCHBOARD_SESSIONS_COPY_AGE", "0S"));
        gateway.mcp().awaitTool("test_simple_text");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(gateway, fixtures, redis);
    }

    @Test
    void everyCallGetsItsResultOrA503SayingOverloaded() throws Exception {
        McpTestClient mcp = gateway.mcp();
        List<McpSession> sessions = new ArrayList<>();
        for (int i = 0; i < SESSIONS; i++) {
            sessions.add(await().atMost(Duration.ofSeconds(60)).ignoreExceptions()
                    .until(() -> mcp.session().open(), session -> session.id() != null));
        }

        HttpClient http = HttpClient.newHttpClient();
        CountDownLatch go = new CountDownLatch(1);
        List<Future<HttpResponse<String>>> answers = new ArrayList<>();
        try (ExecutorService burst = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < BURST; i++) {
                HttpRequest call = call(mcp, sessions.get(i % SESSIONS), i);
                answers.add(burst.submit(() -> {
                    go.await();
                    return http.send(call, HttpResponse.BodyHandlers.ofString());
                }));
            }
            go.countDown();
        }

        Map<String, Integer> kinds = new TreeMap<>();
        List<String> unexpected = new ArrayList<>();
        for (Future<HttpResponse<String>> answer : answers) {
            HttpResponse<String> response = answer.get(5, TimeUnit.MINUTES);
            String kind = kind(response);
            kinds.merge(kind, 1, Integer::sum);
            if (!kind.equals("result") && !kind.equals("503 overloaded, Retry-After 1")) {
                unexpected.add(response.statusCode() + " " + response.headers().map() + " " + response.body());
            }
        }
        assertThat(unexpected).as("answers other than a result or 503 overloaded (all answers: %s)", kinds)
                .isEmpty();
        assertThat(kinds).as("the burst went past the pool: some calls were refused as overload")
                .containsKey("503 overloaded, Retry-After 1");
    }

    private static HttpRequest call(McpTestClient mcp, McpSession session, int id) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(mcp.baseUrl() + "/mcp"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + id
                        + ",\"method\":\"tools/call\",\"params\":{\"name\":\"test_simple_text\",\"arguments\":{}}}"));
        session.headers().forEach(request::header);
        return request.build();
    }

    /** What an answer is: {@code result}, {@code 503 overloaded, Retry-After 1}, or what else it said. */
    private static String kind(HttpResponse<String> response) throws Exception {
        JsonNode message = JSON.readTree(jsonOf(response.body()));
        if (response.statusCode() == 200 && message.has("result") && !message.path("result").path("isError").asBoolean()) {
            return "result";
        }
        String said = message.path("error").path("message").asText(message.toString());
        if (response.statusCode() == 503 && said.contains("overloaded") && !said.contains("cannot be reached")) {
            return "503 overloaded, Retry-After " + response.headers().firstValue("Retry-After").orElse("missing");
        }
        return response.statusCode() + " " + said;
    }

    /** The JSON-RPC message of a JSON answer or of an SSE answer's last {@code data:} line. */
    private static String jsonOf(String body) {
        String json = body;
        for (String line : body.split("\n")) {
            if (line.startsWith("data:")) {
                json = line.substring("data:".length()).strip();
            }
        }
        return json;
    }
}
