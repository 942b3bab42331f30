package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.handler.AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;

/**
 * As the MCP Apps specification advises servers, a client that did not declare the extension lists a tool with a view
 * as a text-only tool: without {@code _meta.ui}. A client that declared it lists the view. The two lists alternate on
 * one gateway without leaking into each other, in both eras, and both carry the same public cache hint: the declaration
 * is part of each 2026-07-28 request, hence of its cache key.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HostsThatRenderNoViewsListToolsWithoutTheirUiTest {

    private static final String CHART_META = "result.tools.find { it.name == 'fx_chart' }._meta";

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aModernClientGetsTheUiOnlyWhenItsRequestDeclaresTheExtension() {
        mcp.awaitTool("fx_chart");
        for (int round = 0; round < 2; round++) {
            mcp.modern("tools/list").then().statusCode(200)
                    .body("result.tools.name", hasItem("fx_chart"))
                    .body(CHART_META, nullValue())
                    .body("result.cacheScope", equalTo("public"));
            mcp.modern("tools/list").capabilities(RENDERS_VIEWS).then().statusCode(200)
                    .body(CHART_META + ".ui.resourceUri", equalTo(AppFixtures.VIEW))
                    .body("result.cacheScope", equalTo("public"));
        }
    }

    @Test
    void aSessionGetsTheUiOnlyWhenItsInitializeDeclaredTheExtension() {
        mcp.awaitTool("fx_chart");
        mcp.session().open().request("tools/list", "{}").then().statusCode(200)
                .body("result.tools.name", hasItem("fx_chart"))
                .body(CHART_META, nullValue());
        mcp.session().capabilities(RENDERS_VIEWS).open().request("tools/list", "{}").then().statusCode(200)
                .body(CHART_META + ".ui.resourceUri", equalTo(AppFixtures.VIEW));
    }
}
