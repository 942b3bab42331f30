package dev.switchboard.it;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.restassured.response.ValidatableResponse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * The memory service behind two packaged gateway replicas on one Redis, used the way agents use it: a memory saved
 * through one replica is found by meaning through the other, and a client subscribed to the space on replica A (a
 * session's GET stream, or a 2026 listen stream) hears of a save made through replica B.
 */
class MemoryThroughTheGatewayIT {

    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess memory;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        replicaA = SuiteProcess.start("gateway", redis.url(), Map.of());
        replicaB = SuiteProcess.start("gateway", redis.url(), Map.of());
        memory = SuiteProcess.start("memory-service", redis.url(), Map.of());
        for (SuiteProcess gateway : List.of(replicaA, replicaB)) {
            gateway.mcp().awaitTool("query_memory");
        }
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(memory, replicaA, replicaB, redis);
    }

    private static ValidatableResponse modernCall(SuiteProcess gateway, String tool, String arguments) {
        return gateway.mcp().modern("tools/call").tool(tool, arguments).then().statusCode(200);
    }

    private static String saveNote(SuiteProcess gateway, String space, String text) {
        return modernCall(gateway, "save_memory", "{\"session_id\":\"" + space + "\",\"type\":\"note\","
                + "\"content\":{\"text\":\"" + text + "\"}}")
                .body("result.isError", nullValue())
                .extract().path("result.structuredContent.id");
    }

    @Test
    void aMemorySavedThroughOneReplicaIsFoundByMeaningThroughTheOther() {
        String login = saveNote(replicaB, "it-meaning", "The login flow uses OAuth tokens from the identity provider");
        saveNote(replicaB, "it-meaning", "Invoices are exported as CSV every night");

        modernCall(replicaA, "query_memory", "{\"session_id\":\"it-meaning\",\"query\":\"user authentication\"}")
                .body("result.structuredContent.results[0].id", equalTo(login))
                .body("result.structuredContent.results[0].matched_by", equalTo("semantic"));
        replicaA.mcp().session().open().request("resources/read", "{\"uri\":\"memory://it-meaning/" + login + "\"}")
                .then().statusCode(200)
                .body("result.contents[0].mimeType", equalTo("application/json"))
                .body("result.contents[0].text", containsString("OAuth tokens"));
    }

    @Test
    void aSessionSubscribedOnReplicaAHearsOfASaveThroughReplicaB() {
        McpSession session = replicaA.mcp().session().open();
        session.request("resources/subscribe", "{\"uri\":\"memory://it-watched\"}").then().statusCode(200);
        try (SseStream stream = session.openStream()) {
            assertThat(stream.awaitStatus()).isEqualTo(200);

            saveNote(replicaB, "it-watched", "A decision the other agent must hear about");

            assertThat(stream.awaitData("notifications/resources/updated")).contains("\"uri\":\"memory://it-watched\"");
        }
    }

    @Test
    void aSessionEraSaveWithoutSessionIdLandsInTheSessionsOwnSpace() {
        McpSession session = replicaA.mcp().session().open();
        session.callTool("save_memory", "{\"type\":\"note\",\"content\":{\"text\":\"Kept in my own space\"}}")
                .then().statusCode(200).body("result.isError", nullValue());

        modernCall(replicaB, "query_memory", "{\"session_id\":\"" + session.id() + "\",\"query\":\"own space\"}")
                .body("result.structuredContent.results[0].record.content.text", equalTo("Kept in my own space"));
    }

    @Test
    void aListenStreamOnReplicaAHearsOfASaveThroughReplicaB() {
        McpTestClient client = replicaA.mcp();
        try (SseStream stream = client.modern("subscriptions/listen").id("\"listen-memory\"")
                .params("\"notifications\":{\"resourceSubscriptions\":[\"memory://it-listened\"]}").stream()) {
            stream.awaitData("notifications/subscriptions/acknowledged");

            saveNote(replicaB, "it-listened", "Saved through replica B");

            assertThat(stream.awaitData("notifications/resources/updated"))
                    .contains("memory://it-listened")
                    .contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-memory\"");
        }
    }

    @Test
    void collaborateThroughTheGatewayCarriesTheOutputAndTheRelevantMemory() {
        saveNote(replicaA, "it-collab", "Passwords are hashed with bcrypt, cost 12");
        replicaB.mcp().modern("prompts/get").prompt("collaborate", "{\"other_agent_output\":"
                + "\"The sign-up endpoint stores passwords with SHA-1\",\"session_id\":\"it-collab\"}")
                .then().statusCode(200)
                .body("result.messages[0].content.text", containsString("stores passwords with SHA-1"))
                .body("result.messages[1].content.resource.text", containsString("bcrypt"));
    }

    @Test
    void aStatelessSaveWithoutSessionIdIsToldToNameTheSpace() {
        modernCall(replicaA, "save_memory", "{\"type\":\"note\",\"content\":{\"text\":\"x\"}}")
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("session_id"));
    }
}
