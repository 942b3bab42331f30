package dev.switchboard.it;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.SseStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The relay paths the conformance suite cannot see, because they need two replicas: two packaged gateways on one Redis
 * and the conformance fixtures service behind them.
 */
class RelayAcrossReplicasIT {

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
            gateway.mcp().awaitTool("test_sampling");
        }
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(fixtures, replicaA, replicaB, redis);
    }

    @Test
    void anAnswerPostedToReplicaBCompletesTheCallRunningOnReplicaA() {
        McpSession onA = replicaA.mcp().session().capabilities("{\"sampling\":{}}").open();
        try (SseStream call = onA.stream("10", "tools/call", "{\"name\":\"test_sampling\","
                + "\"arguments\":{\"prompt\":\"What is the capital of France?\"}}")) {
            JsonNode request = call.awaitMessage("sampling/createMessage");

            onA.via(replicaB.mcp()).answer(request.get("id").toString(), "{\"role\":\"assistant\",\"content\":"
                    + "{\"type\":\"text\",\"text\":\"Paris\"},\"model\":\"test-model\",\"stopReason\":\"endTurn\"}")
                    .then().statusCode(202);

            assertThat(call.awaitData("\"id\":10")).contains("Paris");
        }
    }

    @Test
    void aStreamClosedOnReplicaAIsResumedOnReplicaB() {
        McpSession onA = replicaA.mcp().session().open();
        String lastSeen;
        try (SseStream call = onA.stream("11", "tools/call", "{\"name\":\"test_reconnection\",\"arguments\":{}}")) {
            call.awaitEnd();
            assertThat(call.find("\"id\":11")).isEmpty();
            assertThat(call.ids()).isNotEmpty();
            lastSeen = call.ids().get(call.ids().size() - 1);
        }

        try (SseStream resumed = onA.via(replicaB.mcp()).resume(lastSeen)) {
            assertThat(resumed.awaitData("\"id\":11")).contains("resumed stream");
        }
    }

    @Test
    void aListenStreamOnReplicaAHearsAChangeCausedThroughReplicaB() {
        try (SseStream stream = replicaA.mcp().modern("subscriptions/listen").id("\"listen-A\"")
                .params("\"notifications\":{\"toolsListChanged\":true}").stream()) {
            stream.awaitData("notifications/subscriptions/acknowledged");

            replicaB.mcp().session().open().callTool("test_trigger_tool_change", "{}").then().statusCode(200);

            assertThat(stream.awaitData("notifications/tools/list_changed"))
                    .contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-A\"");
        }
    }
}
