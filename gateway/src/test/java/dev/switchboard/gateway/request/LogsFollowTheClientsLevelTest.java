package dev.switchboard.gateway.request;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service's log events reach the client as {@code notifications/message} only at or above the level it asked for:
 * the session's {@code logging/setLevel}, or a 2026-07-28 request's own {@code _meta} level (none: no logs).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LogsFollowTheClientsLevelTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_log");
    }

    @Test
    void sessionEraLogsFollowTheLevelSetForTheSession() {
        McpSession session = mcp.session().open();
        session.request("logging/setLevel", "{\"level\":\"info\"}").then().statusCode(200);

        String body = session.callTool("fx_log", "{}").asString();

        assertThat(body).contains("notifications/message").contains("loud-1").contains("loud-2").doesNotContain("quiet");
    }

    @Test
    void modernLogsNeedTheRequestsOwnLogLevel() {
        String body = mcp.modern("tools/call").tool("fx_log", "{}").then().statusCode(200).extract().asString();

        assertThat(body).doesNotContain("notifications/message").contains("\"logged\":3");
    }

    @Test
    void modernLogsAtTheRequestsLevelAreStreamed() {
        String body = mcp.modern("tools/call").tool("fx_log", "{}").logLevel("warning").then().statusCode(200)
                .extract().asString();

        assertThat(body).contains("notifications/message").contains("loud-2").doesNotContain("loud-1");
    }
}
