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
 * A session-era client that cannot be sent URL-mode elicitations (it declared form elicitation only) gets the
 * 2025-11-25 error -32042 with the elicitation in {@code data.elicitations}, so it can still show the URL; a 2026
 * request without the capability gets -32021 naming it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AUrlElicitationForAClientWithoutItIsError32042Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aSessionWithFormElicitationOnlyGetsTheUrlInTheError() {
        mcp.awaitTool("fx_link");
        mcp.session().capabilities("{\"elicitation\":{\"form\":{}}}").open()
                .callTool("fx_link", "{\"id\":\"no-url\"}").then().statusCode(200)
                .body("error.code", equalTo(-32042))
                .body("error.message", containsString("open a URL"))
                .body("error.data.elicitations[0].mode", equalTo("url"))
                .body("error.data.elicitations[0].elicitationId", equalTo("el-no-url"))
                .body("error.data.elicitations[0].url", equalTo("https://gateway.example.com/links/connect/x"));
    }

    @Test
    void aModernRequestWithoutTheCapabilityGetsMissingCapability() {
        mcp.awaitTool("fx_link");
        mcp.modern("tools/call").tool("fx_link", "{}").then().statusCode(400)
                .body("error.code", equalTo(-32021))
                .body("error.data.requiredCapabilities.elicitation.url", notNullValue());
    }
}
