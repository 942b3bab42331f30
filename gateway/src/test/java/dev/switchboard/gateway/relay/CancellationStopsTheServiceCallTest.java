package dev.switchboard.gateway.relay;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.RelayFixtureTools;
import dev.switchboard.gateway.testing.SseReader;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CancellationStopsTheServiceCallTest {

    @Test
    void notificationsCancelledReachesTheRunningCall() {
        awaitTool("fx_cancellable");
        String id = initialize("2025-11-25");
        RelayFixtureTools.CANCELLED.set(false);
        try (SseReader call = SseReader.post("http://localhost:" + RestAssured.port + "/mcp",
                Map.of("Content-Type", "application/json", "Mcp-Session-Id", id, "Accept",
                        "application/json, text/event-stream"),
                "{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_cancellable\",\"arguments\":{}}}")) {
            await().pollDelay(Duration.ofMillis(300)).atMost(Duration.ofSeconds(1)).until(() -> true);
            given().contentType("application/json").header("Mcp-Session-Id", id)
                    .body("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":77}}")
                    .post("/mcp").then().statusCode(202);

            await().atMost(Duration.ofSeconds(5)).untilTrue(RelayFixtureTools.CANCELLED);
        }
    }

    @Test
    void aModernClientDisconnectCancelsTheCall() {
        awaitTool("fx_cancellable");
        RelayFixtureTools.CANCELLED.set(false);
        String body = "{\"jsonrpc\":\"2.0\",\"id\":78,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_cancellable\","
                + "\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},\"progressToken\":1}}}";
        SseReader call = SseReader.post("http://localhost:" + RestAssured.port + "/mcp",
                Map.of("Content-Type", "application/json", "MCP-Protocol-Version", "2026-07-28",
                        "Mcp-Method", "tools/call", "Mcp-Name", "fx_cancellable"),
                body);
        await().pollDelay(Duration.ofMillis(300)).atMost(Duration.ofSeconds(1)).until(() -> true);
        call.close();

        await().atMost(Duration.ofSeconds(5)).untilTrue(RelayFixtureTools.CANCELLED);
    }
}
