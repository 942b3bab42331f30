package dev.switchboard.gateway.forward;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpVersion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A service whose manifest declares {@code http2} gets its calls over HTTP/2 without TLS, many on one connection; a
 * service that does not declare it gets HTTP/1.1, whatever its server could speak.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ServicesThatDeclareHttp2AreCalledOverItTest {

    private static final int CALLS = 12;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    Vertx vertx;

    @Inject
    ServiceRegistry registry;

    /** Quarkus' default is two per processor; the runtime tuning sets one. */
    @ConfigProperty(name = "quarkus.vertx.event-loops-pool-size")
    Optional<Integer> eventLoops;

    /**
     * Makes {@code CALLS} calls of {@code tool}, each sent once the one before reached {@code service}, which holds
     * its answer until all are in: they are in flight together, each sent while the connections of the ones before
     * were open. Returns each answer's text.
     */
    private List<String> callTogether(ProtocolRecordingService service, String tool) throws Exception {
        mcp.awaitTool(tool);
        try (ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                answers.add(callers.submit(() -> mcp.modern("tools/call").tool(tool, "{}").then().statusCode(200)
                        .extract().jsonPath().getString("result.content[0].text")));
                int sent = i + 1;
                await().atMost(Duration.ofSeconds(10)).until(() -> service.seen().size() == sent);
            }
            List<String> texts = new ArrayList<>();
            for (Future<String> answer : answers) {
                texts.add(answer.get());
            }
            return texts;
        }
    }

    @Test
    void callsInFlightTogetherShareOneHttp2Connection() throws Exception {
        try (ProtocolRecordingService service = new ProtocolRecordingService(vertx, registry, "multiplexed",
                "multiplexed_echo", true, CALLS)) {
            List<String> answers = callTogether(service, "multiplexed_echo");

            assertThat(answers).containsOnly("over HTTP_2");
            assertThat(service.seen()).hasSize(CALLS)
                    .allSatisfy(seen -> assertThat(seen.version()).isEqualTo(HttpVersion.HTTP_2));
            // Each event loop of the gateway keeps its own connections; one carries all its calls in flight.
            assertThat(service.seen().stream().map(ProtocolRecordingService.Seen::clientPort).distinct())
                    .as("connections of %d calls in flight at once", CALLS)
                    .hasSizeLessThanOrEqualTo(eventLoops.orElse(2 * Runtime.getRuntime().availableProcessors()));
        }
    }

    @Test
    void aServiceThatDoesNotDeclareItIsCalledOverHttp11() throws Exception {
        try (ProtocolRecordingService service = new ProtocolRecordingService(vertx, registry, "plain", "plain_echo",
                false, CALLS)) {
            List<String> answers = callTogether(service, "plain_echo");

            assertThat(answers).containsOnly("over HTTP_1_1");
            assertThat(service.seen().stream().map(ProtocolRecordingService.Seen::clientPort).distinct())
                    .as("one connection per call in flight").hasSize(CALLS);
        }
    }
}
