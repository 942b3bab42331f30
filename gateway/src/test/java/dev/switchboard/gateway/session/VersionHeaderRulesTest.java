package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.anEmptyMap;

/**
 * {@code MCP-Protocol-Version} in the session era: absent means 2025-03-26, any supported version is accepted, an
 * unsupported one is 400.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class VersionHeaderRulesTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}";

    @Test
    void aMissingVersionHeaderIsTreatedAs20250326() {
        String id = mcp.session().version("2025-03-26").open().id();
        mcp.given().contentType("application/json").header("Mcp-Session-Id", id).body(PING)
                .post("/mcp").then().statusCode(200).body("result", anEmptyMap());
    }

    @Test
    void anUnsupportedVersionHeaderIs400() {
        McpSession session = mcp.session().open();
        mcp.given().contentType("application/json").header("Mcp-Session-Id", session.id())
                .header("MCP-Protocol-Version", "1999-01-01").body(PING)
                .post("/mcp").then().statusCode(400);
    }

    @Test
    void aSupportedVersionHeaderDifferentFromTheNegotiatedOneIsAccepted() {
        McpSession session = mcp.session().open();
        mcp.given().contentType("application/json").header("Mcp-Session-Id", session.id())
                .header("MCP-Protocol-Version", "2025-03-26").body(PING)
                .post("/mcp").then().statusCode(200);
    }
}
