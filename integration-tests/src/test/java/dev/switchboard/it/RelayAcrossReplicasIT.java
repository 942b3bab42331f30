package dev.switchboard.it;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The relay paths the conformance suite cannot see, because they need two replicas: two packaged gateways on one Redis
 * and the conformance fixtures service behind them.
 */
class RelayAcrossReplicasIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess fixtures;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        Map<String, String> sharedKeys = Map.of("GATEWAY_REQUEST_STATE_KEYS",
                "integration-tests-key-integration-tests-key");
        replicaA = SuiteProcess.start("gateway", redis.url(), sharedKeys);
        replicaB = SuiteProcess.start("gateway", redis.url(), sharedKeys);
        fixtures = SuiteProcess.start("conformance-service", redis.url(), Map.of());
        for (SuiteProcess gateway : List.of(replicaA, replicaB)) {
            await().atMost(Duration.ofSeconds(20)).until(() -> Mcp.post(gateway, Mcp.initialize(gateway, "{}"))
                    .body("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}").post("/mcp").asString()
                    .contains("test_sampling"));
        }
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(fixtures, replicaA, replicaB, redis);
    }

    private static Map<String, String> sessionHeaders(String sessionId) {
        return Map.of("Content-Type", "application/json", "Accept", "application/json, text/event-stream",
                "Mcp-Session-Id", sessionId, "MCP-Protocol-Version", Mcp.SESSION_VERSION);
    }

    @Test
    void anAnswerPostedToReplicaBCompletesTheCallRunningOnReplicaA() throws Exception {
        String sessionId = Mcp.initialize(replicaA, "{\"sampling\":{}}");
        try (SseLines call = SseLines.post(replicaA.mcpUrl(), sessionHeaders(sessionId),
                "{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"tools/call\",\"params\":{\"name\":\"test_sampling\","
                        + "\"arguments\":{\"prompt\":\"What is the capital of France?\"}}}")) {
            JsonNode request = JSON.readTree(call.await("sampling/createMessage"));

            Mcp.post(replicaB, sessionId).body("{\"jsonrpc\":\"2.0\",\"id\":" + request.get("id")
                    + ",\"result\":{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"Paris\"},"
                    + "\"model\":\"test-model\",\"stopReason\":\"endTurn\"}}")
                    .post("/mcp").then().statusCode(202);

            assertThat(call.await("\"id\":10")).contains("Paris");
        }
    }

    @Test
    void aStreamClosedOnReplicaAIsResumedOnReplicaB() {
        String sessionId = Mcp.initialize(replicaA, "{}");
        String first;
        try (SseLines call = SseLines.post(replicaA.mcpUrl(), sessionHeaders(sessionId),
                "{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"tools/call\",\"params\":{\"name\":\"test_reconnection\","
                        + "\"arguments\":{}}}")) {
            await().atMost(Duration.ofSeconds(5)).until(call::ended);
            assertThat(call.find("\"id\":11")).isEmpty();
            assertThat(call.ids()).isNotEmpty();
            first = call.ids().get(call.ids().size() - 1);
        }

        try (SseLines resumed = SseLines.get(replicaB.mcpUrl(), Map.of("Mcp-Session-Id", sessionId,
                "Accept", "text/event-stream", "Last-Event-ID", first, "MCP-Protocol-Version", Mcp.SESSION_VERSION))) {
            assertThat(resumed.await("\"id\":11")).contains("resumed stream");
        }
    }

    @Test
    void aListenStreamOnReplicaAHearsAChangeCausedThroughReplicaB() {
        String listen = "{\"jsonrpc\":\"2.0\",\"id\":\"listen-A\",\"method\":\"subscriptions/listen\",\"params\":{"
                + "\"notifications\":{\"toolsListChanged\":true}," + Mcp.modernMeta("{}") + "}}";
        try (SseLines stream = SseLines.post(replicaA.mcpUrl(), Map.of("Content-Type", "application/json",
                "MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "subscriptions/listen"), listen)) {
            stream.await("notifications/subscriptions/acknowledged");

            String sessionOnB = Mcp.initialize(replicaB, "{}");
            Mcp.post(replicaB, sessionOnB).body("{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"tools/call\",\"params\":{"
                    + "\"name\":\"test_trigger_tool_change\",\"arguments\":{}}}").post("/mcp").then().statusCode(200);

            assertThat(stream.await("notifications/tools/list_changed"))
                    .contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-A\"");
        }
    }
}
