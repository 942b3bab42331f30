package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * A session-era call tells the service the caller's MCP session (the memory service's default space); a stateless
 * 2026-07-28 call has none to tell.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ServicesLearnTheCallersSessionTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aSessionCallCarriesItsSessionIdAndAStatelessCallNone() {
        mcp.awaitTool("fx_note");
        McpSession session = mcp.session().open();

        session.callTool("fx_note", "{}").then().statusCode(200)
                .body("result.structuredContent.sessionId", equalTo(session.id()));
        mcp.modern("tools/call").tool("fx_note", "{}").then().statusCode(200)
                .body("result.structuredContent.sessionId", nullValue());
    }
}
