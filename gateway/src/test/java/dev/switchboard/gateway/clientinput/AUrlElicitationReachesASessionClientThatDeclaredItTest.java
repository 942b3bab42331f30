package dev.switchboard.gateway.clientinput;

import jakarta.inject.Inject;

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
 * A session-era client that declared {@code elicitation.url} gets a service's URL-mode elicitation as an
 * {@code elicitation/create} on the call's stream, unchanged; when the interaction completes out of band,
 * {@code notifications/elicitation/complete} names it on that stream; the client's answer completes the call.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AUrlElicitationReachesASessionClientThatDeclaredItTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    UrlElicitations elicitations;

    @Test
    void theElicitationItsCompletionAndTheAnswerFlowOnTheCallsStream() {
        mcp.awaitTool("fx_link");
        McpSession session = mcp.session().capabilities("{\"elicitation\":{\"form\":{},\"url\":{}}}").open();
        try (SseStream call = session.stream("41", "tools/call",
                "{\"name\":\"fx_link\",\"arguments\":{\"id\":\"session-41\"}}")) {
            JsonNode request = call.awaitMessage("elicitation/create");
            assertThat(request.path("params").path("mode").asText()).isEqualTo("url");
            assertThat(request.path("params").path("elicitationId").asText()).isEqualTo("el-session-41");
            assertThat(request.path("params").path("url").asText())
                    .isEqualTo("https://gateway.example.com/links/connect/x");

            elicitations.completed("el-session-41");
            JsonNode complete = call.awaitMessage("notifications/elicitation/complete");
            session.answer(request.get("id").toString(), "{\"action\":\"accept\"}").then().statusCode(202);

            assertThat(complete.path("params").path("elicitationId").asText()).isEqualTo("el-session-41");
            assertThat(call.awaitData("\"id\":41")).contains("\"action\":\"accept\"");
        }
    }
}
