package dev.switchboard.gateway.modern;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;

import static dev.switchboard.gateway.testing.Mcp.meta;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/** Each 2026-07-28 validation rule, one request each, with the status and code the spec assigns. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ModernValidationOrderTest {

    private static RequestSpecification post(String body) {
        return given().contentType("application/json").accept("application/json, text/event-stream").body(body);
    }

    private static String request(String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":\"r1\",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    private static String metaWith(String version, String capabilities) {
        return "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + version + "\""
                + (capabilities == null ? "" : ",\"io.modelcontextprotocol/clientCapabilities\":" + capabilities) + "}";
    }

    @Test
    void missingCapabilitiesInMetaIsInvalidParams() {
        post(request("tools/list", "{" + metaWith("2026-07-28", null) + "}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("id", equalTo("r1"))
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("clientCapabilities"));
    }

    @Test
    void headerVersionDifferentFromBodyIsHeaderMismatch() {
        post(request("tools/list", "{" + metaWith("v999.0.0", "{}") + "}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void methodHeaderDifferentFromBodyIsHeaderMismatch() {
        post(request("tools/list", "{" + meta() + "}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "TOOLS/LIST")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Method"));
    }

    @Test
    void unsupportedVersionListsWhatIsSupported() {
        post(request("tools/list", "{" + metaWith("v999.0.0", "{}") + "}"))
                .header("MCP-Protocol-Version", "v999.0.0").header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32022))
                .body("error.data.supported", hasItem("2026-07-28"))
                .body("error.data.requested", equalTo("v999.0.0"));
    }

    @Test
    void missingVersionHeaderIsHeaderMismatch() {
        post(request("tools/list", "{" + meta() + "}"))
                .header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("MCP-Protocol-Version"));
    }

    @Test
    void missingMethodHeaderIsHeaderMismatch() {
        post(request("tools/list", "{" + meta() + "}"))
                .header("MCP-Protocol-Version", "2026-07-28")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void toolsCallWithoutNameHeaderIsHeaderMismatch() {
        post(request("tools/call", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"x\"}," + meta() + "}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Name"));
    }

    @Test
    void nameHeaderDifferentFromBodyIsHeaderMismatch() {
        post(request("tools/call", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"x\"}," + meta() + "}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "fx_fail")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void headerNamesAreCaseInsensitiveAndValuesMayHaveWhitespace() {
        post(request("tools/list", "{" + meta() + "}"))
                .header("mcp-protocol-version", "2026-07-28").header("mcp-method", "  tools/list ")
                .post("/mcp").then().statusCode(200)
                .body("result.resultType", equalTo("complete"));
    }

    @Test
    void removedAndUnknownMethodsAre404MethodNotFound() {
        for (String method : new String[] { "initialize", "ping", "logging/setLevel", "resources/subscribe",
                "no/such/method" }) {
            post(request(method, "{" + meta() + "}"))
                    .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", method)
                    .post("/mcp").then().statusCode(404)
                    .body("error.code", equalTo(-32601))
                    .body("id", equalTo("r1"));
        }
    }

    @Test
    void aModernHeaderWithoutEnvelopeIsRejected() {
        post(request("tools/list", "{}"))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32602));
    }

    @Test
    void anInvalidLogLevelIsInvalidParams() {
        String params = "{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},\"io.modelcontextprotocol/logLevel\":\"loud\"}}";
        post(request("tools/list", params))
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/list")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32602));
    }
}
