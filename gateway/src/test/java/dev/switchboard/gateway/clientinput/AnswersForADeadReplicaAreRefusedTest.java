package dev.switchboard.gateway.clientinput;

import java.time.Duration;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A server→client request whose waiting replica died (a replica id that never heartbeats, recorded as the waiting
 * one): the client's answer is refused with 410 and says why, rather than accepted with 202 and lost.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnswersForADeadReplicaAreRefusedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    SessionSideKeys sideKeys;

    @Test
    void theAnswerIsRefusedWithTheReason() {
        McpSession session = mcp.session().capabilities("{\"sampling\":{}}").open();
        sideKeys.awaitAnswer(session.id(), "s-1", "replica-killed-" + UUID.randomUUID(), Duration.ofMinutes(1));
        String answer = "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"answered\"},"
                + "\"model\":\"m\",\"stopReason\":\"endTurn\"}";

        session.answer("\"s-1\"", answer).then().statusCode(410)
                .body("error.code", equalTo(-32603))
                .body("error.message", containsString("no longer awaited"))
                .body("error.message", containsString("replica that sent it stopped"))
                .body("error.data.reason", equalTo("replica_stopped"));
    }
}
