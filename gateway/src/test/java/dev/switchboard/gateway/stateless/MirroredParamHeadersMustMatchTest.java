package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.ModernRequest;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Arguments a tool marks {@code x-mcp-header} are mirrored into {@code Mcp-Param-*}: present exactly when the argument
 * is, equal to it (base64 sentinel and numeric forms allowed), else -32020 with HTTP 400.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MirroredParamHeadersMustMatchTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_region");
    }

    private ModernRequest call(String arguments) {
        return mcp.modern("tools/call").tool("fx_region", arguments);
    }

    @Test
    void matchingHeadersPassIncludingBase64AndNumericForms() {
        call("{\"region\":\"Zürich\",\"count\":42}")
                .header("Mcp-Param-Region", "=?base64?WsO8cmljaA==?=")
                .header("Mcp-Param-Count", "42.0")
                .then().statusCode(200)
                .body("result.structuredContent.region", equalTo("Zürich"));
    }

    @Test
    void aMissingHeaderForAPresentArgumentIsHeaderMismatch() {
        call("{\"region\":\"us-west1\"}").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Param-Region"));
    }

    @Test
    void aDifferentValueIsHeaderMismatch() {
        call("{\"region\":\"us-west1\"}").header("Mcp-Param-Region", "eu-west1").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void anAbsentArgumentNeedsNoHeader() {
        call("{\"query\":\"x\"}").then().statusCode(200)
                .body("result.structuredContent.query", equalTo("x"));
    }

    @Test
    void unpaddedBase64IsHeaderMismatch() {
        call("{\"region\":\"Hello\"}").header("Mcp-Param-Region", "=?base64?SGVsbG8?=").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void aBrokenBase64ValueIsHeaderMismatch() {
        call("{\"region\":\"x\"}").header("Mcp-Param-Region", "=?base64?***?=").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }
}
