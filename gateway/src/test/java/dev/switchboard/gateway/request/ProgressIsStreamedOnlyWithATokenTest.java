package dev.switchboard.gateway.request;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service's progress events become {@code notifications/progress} on the request's own stream, before the result,
 * only when the request carries a progress token; session-era streams carry event ids, 2026-07-28 streams none.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ProgressIsStreamedOnlyWithATokenTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_progress");
    }

    @Test
    void sessionEraProgressArrivesAsNotificationsWithEventIdsBeforeTheResult() {
        McpSession session = mcp.session().open();
        Response response = session.request("tools/call",
                "{\"name\":\"fx_progress\",\"arguments\":{},\"_meta\":{\"progressToken\":\"tok-1\"}}");

        assertThat(response.contentType()).startsWith("text/event-stream");
        String body = response.asString();
        assertThat(body).containsSubsequence("\"progressToken\":\"tok-1\",\"progress\":0", "\"progress\":50",
                "\"progress\":100", "\"result\"", "\"done\":true");
        assertThat(body).contains("id: ").contains("\ndata: \n");
    }

    @Test
    void withoutAProgressTokenTheAnswerIsPlainJson() {
        Response response = mcp.session().open().callTool("fx_progress", "{}");

        assertThat(response.contentType()).startsWith("application/json");
        assertThat(response.asString()).doesNotContain("notifications/progress").contains("\"done\":true");
    }

    @Test
    void modernProgressStreamsWithoutEventIds() {
        String body = mcp.modern("tools/call").tool("fx_progress", "{}").progressToken("7").then().statusCode(200)
                .contentType("text/event-stream").extract().asString();

        assertThat(body).contains("\"progressToken\":7").contains("\"resultType\":\"complete\"").doesNotContain("id: ");
    }
}
