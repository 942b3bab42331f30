package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/**
 * The client's declaration of MCP Apps reaches the tool's service in the call's {@code context.clientCapabilities}
 * ({@code extensions}): from {@code initialize} for the whole session, from each request's {@code _meta} in
 * 2026-07-28. The fixture answers what it was told ({@code rendersViews}).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolsLearnWhetherTheirClientRendersViewsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aStatelessRequestTellsItPerRequest() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/call").capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS)
                .tool("fx_chart", "{}").then().statusCode(200)
                .body("result.structuredContent.rendersViews", equalTo(true));
        mcp.modern("tools/call").tool("fx_chart", "{}").then().statusCode(200)
                .body("result.structuredContent.rendersViews", equalTo(false));
    }

    @Test
    void aSessionTellsItOnceAtInitialize() {
        mcp.awaitTool("fx_chart");
        mcp.session().capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS).open()
                .callTool("fx_chart", "{}").then().body("result.structuredContent.rendersViews", equalTo(true));
        mcp.session().capabilities("{\"extensions\":{\"io.modelcontextprotocol/ui\":{\"mimeTypes\":[\"text/plain\"]}}}")
                .open().callTool("fx_chart", "{}").then().body("result.structuredContent.rendersViews", equalTo(false));
    }
}
