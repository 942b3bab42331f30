package dev.switchboard.it;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.ModernRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.awaitility.Awaitility.await;

/**
 * A tool call in flight on a replica that is killed (-9) behind run.sh's load balancer gets an answer the client can
 * act on: HTTP 502 with a JSON-RPC error saying the replica stopped and the call may or may not have run, not a
 * connection closed without a byte (HAProxy's answer to a later request on a kept-alive connection) nor an HTML page
 * (nginx). The client's connection has carried a request before the call, as any client's kept-alive connection has.
 */
class AKilledReplicasCallIsAnsweredWithAJsonRpcErrorIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static LocalRedis redis;
    private static SuiteProcess fixtures;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        fixtures = SuiteProcess.start("conformance-service", redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(fixtures, redis);
    }

    @ParameterizedTest(name = "behind {0}")
    @ValueSource(strings = { "haproxy", "nginx" })
    void theCallInFlightIsAnswered502WithAJsonRpcError(String balancerKind) throws Exception {
        assumeThat(LoadBalancer.installed(balancerKind)).as(balancerKind + " is installed").isTrue();
        try (SuiteProcess replica = SuiteProcess.start("gateway", redis.url(), Map.of());
                LoadBalancer balancer = LoadBalancer.start(balancerKind, replica)) {
            McpTestClient mcp = McpTestClient.at(balancer.baseUrl());
            mcp.awaitTool("slow_compute");
            HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            assertThat(client.send(request(mcp, mcp.modern("tools/list")), HttpResponse.BodyHandlers.ofString())
                    .statusCode()).isEqualTo(200);

            CompletableFuture<HttpResponse<String>> call = client.sendAsync(
                    request(mcp, mcp.modern("tools/call").tool("slow_compute", "{\"seconds\":120}")),
                    HttpResponse.BodyHandlers.ofString());
            await().atMost(Duration.ofSeconds(30)).until(() -> activeRequests(replica) >= 1);
            replica.kill();

            HttpResponse<String> answer = answerOf(call, balancer);
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(502);
            assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/json"));
            JsonNode body = JSON.readTree(answer.body());
            assertThat(body.path("jsonrpc").asText()).isEqualTo("2.0");
            assertThat(body.path("error").path("code").asInt()).isEqualTo(-32603);
            assertThat(body.path("error").path("message").asText()).contains("replica")
                    .contains("stopped before it answered").contains("may or may not have run");
        }
    }

    private static HttpResponse<String> answerOf(CompletableFuture<HttpResponse<String>> call, LoadBalancer balancer)
            throws InterruptedException, TimeoutException {
        try {
            return call.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            return fail("the balancer closed the connection without an answer (" + e.getCause() + "); its log:\n"
                    + balancer.log());
        }
    }

    private static HttpRequest request(McpTestClient mcp, ModernRequest request) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(mcp.baseUrl() + "/mcp"))
                .POST(HttpRequest.BodyPublishers.ofString(request.body()));
        request.headers().forEach(builder::header);
        return builder.build();
    }

    /** Requests in flight on the replica's public port (its management port has a gauge of its own). */
    private static double activeRequests(SuiteProcess replica) throws Exception {
        String metrics = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(replica.managementUrl() + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Matcher gauge = Pattern.compile("(?m)^http_server_active_requests\\{server_port=\"" + replica.port()
                + "\"[^}]*\\} ([0-9.E]+)").matcher(metrics);
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : 0;
    }
}
