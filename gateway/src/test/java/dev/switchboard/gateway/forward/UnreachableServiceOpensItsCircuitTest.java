package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * A registered service that takes connections and drops them at once (a process that is there but broken, or gone
 * behind a port that still accepts) costs a connection per call only until its circuit opens: then calls answer
 * {@code isError} "temporarily unavailable; retry in N s" and nothing reaches its address, which the metrics show.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(CircuitSettings.LongOpen.class)
class UnreachableServiceOpensItsCircuitTest {

    private static final int THRESHOLD = 3;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void afterTheThresholdCallsAnswerAtOnceWithoutAConnection() throws Exception {
        AtomicInteger connections = new AtomicInteger();
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread.ofVirtual().start(() -> acceptAndDrop(listener, connections));
            registry.publish(ExtraRegistrations.of("sinkhole", "http://127.0.0.1:" + listener.getLocalPort(),
                    Instant.now(), "sinkhole_tool"), Duration.ofSeconds(60), true);
            mcp.awaitTool("sinkhole_tool");

            for (int call = 0; call < THRESHOLD; call++) {
                assertThat(callText()).contains("'sinkhole'").doesNotContain("temporarily unavailable");
            }
            int attempted = connections.get();
            assertThat(attempted).isPositive();

            for (int call = 0; call < 5; call++) {
                mcp.modern("tools/call").tool("sinkhole_tool", "{}").then().statusCode(200)
                        .body("result.isError", equalTo(true));
            }
            assertThat(callText()).contains("service 'sinkhole' is temporarily unavailable")
                    .containsPattern("retry in [1-9][0-9]* s");
            assertThat(connections.get()).isEqualTo(attempted);

            Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(scrape())
                    .contains("switchboard_circuit_state{service=\"sinkhole\"} 2.0")
                    .contains("switchboard_circuit_rejected_total{service=\"sinkhole\"} 6.0"));
        } finally {
            registry.withdraw("sinkhole", "sinkhole-1");
        }
    }

    private String callText() {
        return mcp.modern("tools/call").tool("sinkhole_tool", "{}").then().statusCode(200).extract()
                .path("result.content[0].text");
    }

    private String scrape() {
        return RestAssured.given().get(metrics).then().statusCode(200).extract().asString();
    }

    private static void acceptAndDrop(ServerSocket listener, AtomicInteger connections) {
        while (true) {
            try (Socket connection = listener.accept()) {
                connections.incrementAndGet();
            } catch (IOException closed) {
                return;
            }
        }
    }
}
