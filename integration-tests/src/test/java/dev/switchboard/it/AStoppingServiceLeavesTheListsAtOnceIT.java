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
 * SIGTERM to a packaged tool service (its only instance) with a call in flight: the service deregisters, so the
 * gateway stops listing its tools at once instead of after its departure grace (30 s), and a new call of one is an
 * unknown tool; the call in flight still gets its result, and the service exits once it is answered.
 */
class AStoppingServiceLeavesTheListsAtOnceIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalRedis redis;
    private static SuiteProcess gateway;
    private static SuiteProcess service;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of());
        service = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        gateway.mcp().awaitTool("slow_compute");
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(service, gateway, redis);
    }

    @Test
    void itsToolsLeaveWhileItsCallInFlightFinishes() throws Exception {
        McpTestClient mcp = gateway.mcp();
        CompletableFuture<Response> call = CompletableFuture.supplyAsync(
                () -> mcp.modern("tools/call").tool("slow_compute", "{\"seconds\":3}").post());
        await().atMost(Duration.ofSeconds(10)).until(() -> active() >= 1);

        service.terminate();
        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(100))
                .until(() -> !mcp.modern("tools/list").post().asString().contains("slow_compute"));
        assertThat(mcp.modern("tools/call").tool("slow_compute", "{\"seconds\":0}").then().statusCode(200).extract()
                .<String> path("error.message")).startsWith("Unknown tool: slow_compute");

        Response answer = call.get();
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.jsonPath().getString("result.content[0].text")).contains("finished after 3.0 s");
        assertThat(service.exitsWithin(Duration.ofSeconds(10))).as("exited once its call was answered").isTrue();
    }

    /** Requests in flight on the gateway's public port. */
    private static double active() throws Exception {
        String metrics = HTTP.send(HttpRequest.newBuilder(URI.create(gateway.managementUrl() + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String port = gateway.baseUrl().substring(gateway.baseUrl().lastIndexOf(':') + 1);
        Matcher gauge = Pattern.compile("(?m)^http_server_active_requests\\{server_port=\"" + port + "\"[^}]*\\} ([0-9.E]+)")
                .matcher(metrics);
        return gauge.find() ? Double.parseDouble(gauge.group(1)) : 0;
    }
}
