package dev.switchboard.gateway.catalog;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.SettingsNoOtherTestNotices;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two instances of one service at their own addresses, the later-started one holding the registration. When that one
 * deregisters, the service stays listed and its calls go to the instance still live at once: not to the leaving one,
 * and never answered "temporarily unavailable" (the departure grace is five minutes here) or "unknown tool".
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SettingsNoOtherTestNotices.class)
class ALeavingInstanceLeavesItsServiceToAnotherInstanceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void callsMoveToTheInstanceStillLive() throws IOException {
        Instant started = Instant.now();
        try (Instance older = new Instance("pod-a"); Instance newer = new Instance("pod-b")) {
            registry.publish(older.registration(started), Duration.ofSeconds(60), true);
            registry.publish(newer.registration(started.plusSeconds(1)), Duration.ofSeconds(60), true);
            mcp.awaitTool("replicated_tool");
            await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                    .until(() -> "answered by pod-b".equals(call()));

            registry.withdraw("replicated", "pod-b");

            List<String> answers = new CopyOnWriteArrayList<>();
            await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100)).until(() -> {
                answers.add(call());
                return answers.getLast().equals("answered by pod-a");
            });
            assertThat(answers).allMatch(answer -> answer.startsWith("answered by pod-"));
            assertThat(mcp.modern("tools/list").post().asString()).contains("replicated_tool");
        } finally {
            registry.withdraw("replicated", "pod-a");
        }
    }

    /** The text of a call's result, or its error's message. */
    private String call() {
        var answer = mcp.modern("tools/call").tool("replicated_tool", "{}").then().statusCode(200).extract();
        String text = answer.path("result.content[0].text");
        return text != null ? text : answer.path("error.message");
    }

    /** One instance of the service: it answers every tool call with its own name. */
    private static final class Instance implements AutoCloseable {

        private final String id;
        private final HttpServer server;

        Instance(String id) throws IOException {
            this.id = id;
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            server.createContext("/internal/v1/tools/", exchange -> {
                try (exchange) {
                    exchange.getRequestBody().readAllBytes();
                    byte[] body = ("{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"answered by "
                            + id + "\"}]}").getBytes(StandardCharsets.UTF_8);
                    exchange.getResponseHeaders().set("Content-Type", "application/json");
                    exchange.sendResponseHeaders(200, body.length);
                    exchange.getResponseBody().write(body);
                }
            });
            server.start();
        }

        ServiceRegistration registration(Instant startedAt) {
            ServiceRegistration shape = ExtraRegistrations.of("replicated",
                    "http://127.0.0.1:" + server.getAddress().getPort(), startedAt, "replicated_tool");
            return new ServiceRegistration(shape.service(), id, shape.baseUrl(), startedAt, shape.manifest());
        }

        @Override
        public void close() {
            server.stop(0);
        }
    }
}
