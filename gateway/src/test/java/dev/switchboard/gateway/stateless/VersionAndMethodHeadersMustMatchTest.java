package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * {@code MCP-Protocol-Version} and {@code Mcp-Method} are required and must equal the body (names case-insensitive,
 * values trimmed); otherwise -32020 HeaderMismatch with HTTP 400.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class VersionAndMethodHeadersMustMatchTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aVersionHeaderDifferentFromTheBodyIsHeaderMismatch() {
        mcp.given().contentType("application/json").header("MCP-Protocol-Version", "2026-07-28")
                .header("Mcp-Method", "tools/list")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{"
                        + "\"io.modelcontextprotocol/protocolVersion\":\"v999.0.0\","
                        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void aMethodHeaderDifferentFromTheBodyIsHeaderMismatch() {
        mcp.modern("tools/list").header("Mcp-Method", "TOOLS/LIST").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Method"));
    }

    @Test
    void aMissingVersionHeaderIsHeaderMismatch() {
        mcp.modern("tools/list").withoutHeader("MCP-Protocol-Version").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("MCP-Protocol-Version"));
    }

    @Test
    void aMissingMethodHeaderIsHeaderMismatch() {
        mcp.modern("tools/list").withoutHeader("Mcp-Method").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void headerNamesAreCaseInsensitiveAndValuesMayHaveWhitespace() {
        mcp.modern("tools/list").withoutHeader("MCP-Protocol-Version").withoutHeader("Mcp-Method")
                .header("mcp-protocol-version", "2026-07-28").header("mcp-method", "  tools/list ")
                .then().statusCode(200)
                .body("result.resultType", equalTo("complete"));
    }
}
