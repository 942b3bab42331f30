package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/** A request for a version the gateway does not speak is -32022, naming what it does speak. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnsupportedVersionsListWhatIsSupportedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anUnsupportedVersionListsTheSupportedOnes() {
        mcp.given().contentType("application/json").header("MCP-Protocol-Version", "v999.0.0")
                .header("Mcp-Method", "tools/list")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{"
                        + "\"io.modelcontextprotocol/protocolVersion\":\"v999.0.0\","
                        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32022))
                .body("error.data.supported", hasItem("2026-07-28"))
                .body("error.data.requested", equalTo("v999.0.0"));
    }
}
