package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Every 2026-07-28 request carries a well-formed {@code params._meta}; anything else is -32602 with HTTP 400. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MetaEnvelopeIsRequiredTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    private static String request(String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":\"r1\",\"method\":\"tools/list\",\"params\":" + params + "}";
    }

    private io.restassured.response.ValidatableResponse post(String body) {
        return mcp.given().contentType("application/json").header("MCP-Protocol-Version", "2026-07-28")
                .header("Mcp-Method", "tools/list").body(body).post("/mcp").then();
    }

    @Test
    void missingCapabilitiesInMetaIsInvalidParams() {
        post(request("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\"}}")).statusCode(400)
                .body("id", equalTo("r1"))
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("clientCapabilities"));
    }

    @Test
    void aModernHeaderWithoutEnvelopeIsRejected() {
        post(request("{}")).statusCode(400).body("error.code", equalTo(-32602));
    }

    @Test
    void anInvalidLogLevelIsInvalidParams() {
        mcp.modern("tools/list").logLevel("loud").then().statusCode(400).body("error.code", equalTo(-32602));
    }
}
