package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tool whose {@code _meta.ui.visibility} leaves out {@code model} ({@code fx_chart_refresh}) is never in the agent's
 * {@code tools/list}, in either era, yet a client that renders views (its view calls through it) calls it; a client
 * that declared no MCP Apps support has no view that could, and gets the unknown-tool answer.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AppOnlyToolsAreCallableButNeverListedTest {

    static final String RENDERS_VIEWS = "{\"extensions\":{\"io.modelcontextprotocol/ui\":"
            + "{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}";
    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theAgentsListLeavesItOut() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/list").capabilities(RENDERS_VIEWS).then().statusCode(200)
                .body("result.tools.name", hasItem("fx_chart"))
                .body("result.tools.name", not(hasItem("fx_chart_refresh")));
        mcp.session().capabilities(RENDERS_VIEWS).open().request("tools/list", "{}").then()
                .body("result.tools.name", hasItem("fx_chart"))
                .body("result.tools.name", not(hasItem("fx_chart_refresh")));
    }

    @Test
    void aClientThatRendersViewsCallsIt() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/call").capabilities(RENDERS_VIEWS).tool("fx_chart_refresh", "{}").then().statusCode(200)
                .body("result.structuredContent.points", equalTo(3));
        mcp.session().capabilities(RENDERS_VIEWS).open().callTool("fx_chart_refresh", "{}").then()
                .body("result.structuredContent.points", equalTo(3));
    }

    @Test
    void aClientWithoutViewsCannot() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/call").tool("fx_chart_refresh", "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", equalTo("Unknown tool: fx_chart_refresh. Call tools/list for the tools this "
                        + "gateway serves."));
    }
}
