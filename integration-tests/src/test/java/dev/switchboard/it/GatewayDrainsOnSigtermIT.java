package dev.switchboard.it;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.restassured.response.Response;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * SIGTERM to a packaged gateway with a call in flight: readiness goes down at once, the call still gets its result,
 * and the process exits soon after it, well within the grace period, without a stack trace in its log.
 */
class GatewayDrainsOnSigtermIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalRedis redis;
    private static SuiteProcess gateway;
    private static SuiteProcess fixtures;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of());
        fixtures = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        gateway.mcp().awaitTool("slow_compute");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(fixtures, gateway, redis);
    }

    @Test
    void aCallInFlightFinishesAndTheGatewayExitsCleanly() throws Exception {
        McpTestClient mcp = gateway.mcp();
        CompletableFuture<Response> call = CompletableFuture.supplyAsync(
                () -> mcp.modern("tools/call").tool("slow_compute", "{\"seconds\":3}").post());
        await().atMost(Duration.ofSeconds(10)).until(() -> active() >= 1);

        gateway.terminate();
        await().atMost(Duration.ofSeconds(2)).until(() -> readiness() != 200);

        Response answer = call.get();
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.jsonPath().getString("result.content[0].text")).contains("finished after 3.0 s");
        assertThat(gateway.exitsWithin(Duration.ofSeconds(10))).as("exited well within the 25 s grace").isTrue();
        assertThat(gateway.log()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    /** Requests in flight on the public port (the management port, which answers this, has its own gauge). */
    private static double active() throws Exception {
        String metrics = HTTP.send(HttpRequest.newBuilder(URI.create(gateway.managementUrl() + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String port = gateway.baseUrl().substring(gateway.baseUrl().lastIndexOf(':') + 1);
        Matcher gauge = Pattern.compile("(?m)^http_server_active_requests\\{server_port=\"" + port + "\"[^}]*\\} ([0-9.E]+)")
                .matcher(metrics);
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : 0;
    }

    private static int readiness() {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create(gateway.managementUrl() + "/q/health/ready")).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (Exception e) {
            return -1;
        }
    }
}
