package dev.switchboard.gateway.relay;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.testing.SseReader;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** list_changed and resources/updated reach session GET streams and 2026 listen streams. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class NotificationsReachOpenStreamsTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    ResourceUpdates resourceUpdates;

    @Inject
    ObjectMapper json;

    @BeforeEach
    void servicesRegistered() {
        awaitTool("fx_echo");
    }

    private String url() {
        return "http://localhost:" + RestAssured.port + "/mcp";
    }

    private void registerExtraTool(String name) {
        ServiceManifest manifest = new ServiceManifest("extra-" + name.replace('_', '-'), "1",
                java.util.List.of(ToolDescriptor.of(name,
                        null, "extra", json.createObjectNode().put("type", "object"), null)),
                null, null, null, false);
        registry.publish(new ServiceRegistration("extra-" + name.replace('_', '-'), "x", "http://127.0.0.1:9", Instant.now(),
                json.valueToTree(manifest)), Duration.ofSeconds(30), true);
    }

    @Test
    void aSessionGetStreamHearsListChangedAndSubscribedResourceUpdates() {
        String id = initialize("2025-11-25");
        given().contentType("application/json").header("Mcp-Session-Id", id)
                .body("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"resources/subscribe\",\"params\":{\"uri\":\"fx://watched\"}}")
                .post("/mcp").then().statusCode(200);
        try (SseReader stream = SseReader.get(url(), Map.of("Mcp-Session-Id", id, "Accept", "text/event-stream",
                "MCP-Protocol-Version", "2025-11-25"))) {
            await(stream);
            registerExtraTool("extra_session_tool");
            stream.awaitData("notifications/tools/list_changed");

            resourceUpdates.publish("fx://other");
            resourceUpdates.publish("fx://watched");
            stream.awaitData("fx://watched");
            assertThat(stream.data()).noneMatch(line -> line.contains("fx://other"));
            assertThat(stream.ids()).isNotEmpty();
        }
    }

    @Test
    void aSecondGetStreamOnTheSameSessionIsAConflict() {
        String id = initialize("2025-11-25");
        try (SseReader stream = SseReader.get(url(), Map.of("Mcp-Session-Id", id, "Accept", "text/event-stream"))) {
            await(stream);
            given().header("Mcp-Session-Id", id).accept("text/event-stream").get("/mcp").then().statusCode(409);
        }
    }

    @Test
    void aListenStreamIsAcknowledgedAndGetsOnlyWhatItOptedInto() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":\"listen-1\",\"method\":\"subscriptions/listen\",\"params\":{"
                + "\"notifications\":{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"fx://watched\"]},"
                + "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
        try (SseReader stream = SseReader.post(url(), Map.of("Content-Type", "application/json",
                "MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "subscriptions/listen"), body)) {
            stream.awaitData("notifications/subscriptions/acknowledged");
            assertThat(stream.data().get(0)).contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-1\"");

            registerExtraTool("extra_listen_tool");
            stream.awaitData("notifications/tools/list_changed");
            resourceUpdates.publish("fx://watched");
            stream.awaitData("notifications/resources/updated");
            assertThat(stream.data()).filteredOn(line -> line.contains("list_changed"))
                    .allMatch(line -> line.contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-1\""));
            assertThat(stream.data()).noneMatch(line -> line.contains("prompts/list_changed"));
        }
    }

    private static void await(SseReader stream) {
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(5)).until(() -> stream.status() == 200);
    }
}
