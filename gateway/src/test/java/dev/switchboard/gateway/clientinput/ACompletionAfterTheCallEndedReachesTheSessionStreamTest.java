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
import static org.hamcrest.Matchers.equalTo;

/**
 * {@code notifications/elicitation/complete} for an interaction that completes once the call that asked for it has
 * ended (its result already sent, or a {@code -32042} error that listed the URL) goes on the session's own stream,
 * so a client waiting for it to retry, or to close its prompt, still hears of it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACompletionAfterTheCallEndedReachesTheSessionStreamTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    UrlElicitations elicitations;

    @Test
    void aCompletionAfterTheResultGoesOnTheSessionStream() {
        mcp.awaitTool("fx_link");
        McpSession session = mcp.session().capabilities("{\"elicitation\":{\"url\":{}}}").open();
        try (SseStream notifications = session.openStream()) {
            assertThat(notifications.awaitStatus()).isEqualTo(200);
            try (SseStream call = session.stream("7", "tools/call",
                    "{\"name\":\"fx_link\",\"arguments\":{\"id\":\"after-result\"}}")) {
                JsonNode request = call.awaitMessage("elicitation/create");
                session.answer(request.get("id").toString(), "{\"action\":\"accept\"}").then().statusCode(202);
                call.awaitData("\"id\":7");
                call.awaitEnd();
            }

            elicitations.completed("el-after-result");

            JsonNode complete = notifications.awaitMessage("notifications/elicitation/complete");
            assertThat(complete.path("params").path("elicitationId").asText()).isEqualTo("el-after-result");
        }
    }

    @Test
    void aCompletionOfAUrlListedInError32042GoesOnTheSessionStream() {
        mcp.awaitTool("fx_link");
        McpSession session = mcp.session().capabilities("{\"elicitation\":{\"form\":{}}}").open();
        try (SseStream notifications = session.openStream()) {
            assertThat(notifications.awaitStatus()).isEqualTo(200);
            session.callTool("fx_link", "{\"id\":\"listed\"}").then().statusCode(200)
                    .body("error.code", equalTo(-32042));

            elicitations.completed("el-listed");

            JsonNode complete = notifications.awaitMessage("notifications/elicitation/complete");
            assertThat(complete.path("params").path("elicitationId").asText()).isEqualTo("el-listed");
        }
    }
}
