package dev.switchboard.gateway.clientinput;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * A client is never asked for input it did not declare it can give: a 2026 request gets -32021 with the capabilities
 * needed; a session-era call fails as a tool error naming the capability.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MissingClientCapabilitiesAreNeverAskedForTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aModernClientWithoutSamplingGetsMissingCapability() {
        mcp.awaitTool("fx_sample");
        mcp.modern("tools/call").tool("fx_sample", "{}").then().statusCode(400)
                .body("error.code", equalTo(-32021))
                .body("error.data.requiredCapabilities.sampling", notNullValue());
    }

    @Test
    void aSessionWithoutSamplingGetsAToolError() {
        mcp.awaitTool("fx_sample");
        mcp.session().open().callTool("fx_sample", "{}").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", containsString("client capability sampling"));
    }
}
