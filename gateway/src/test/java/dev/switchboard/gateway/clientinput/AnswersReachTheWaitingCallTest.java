package dev.switchboard.gateway.clientinput;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session-era call that needs the client's model sends a real {@code sampling/createMessage} on its stream; the
 * client's answer, POSTed separately, completes the call; a second answer to the same request changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnswersReachTheWaitingCallTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theAnswerCompletesTheCallOnce() {
        mcp.awaitTool("fx_sample");
        McpSession session = mcp.session().capabilities("{\"sampling\":{}}").open();
        try (SseStream call = session.stream("31", "tools/call", "{\"name\":\"fx_sample\",\"arguments\":{}}")) {
            JsonNode request = call.awaitMessage("sampling/createMessage");
            String answer = "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"answered\"},"
                    + "\"model\":\"m\",\"stopReason\":\"endTurn\"}";

            session.answer(request.get("id").toString(), answer).then().statusCode(202);

            assertThat(call.awaitData("\"id\":31")).contains("\"model\":\"answered\"");
            session.answer(request.get("id").toString(), answer).then().statusCode(202);
        }
    }
}
