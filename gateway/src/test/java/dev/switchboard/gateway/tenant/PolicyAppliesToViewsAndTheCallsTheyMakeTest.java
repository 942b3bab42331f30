package dev.switchboard.gateway.tenant;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

/**
 * A tenant's record governs MCP Apps as everything else: a tenant denied the tools that name a view sees neither the
 * tools nor the view, and its view's calls (by name or alias) answer like unknown tools; a tenant denied the view keeps
 * the tool, listed without the view it could not read; a tool's scopes hold for a call by its alias; a resource or
 * template the tenant may not read is not read by its alias either.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class PolicyAppliesToViewsAndTheCallsTheyMakeTest {

    private static final String RENDERS_VIEWS = "{\"extensions\":{\"io.modelcontextprotocol/ui\":"
            + "{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}";

    @Test
    void aTenantDeniedTheToolsSeesNeitherThemNorTheirView() {
        SecuredGateway.putTenant("no-charts", "{\"tools\":{\"deny\":[\"fx_chart*\"]}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("no-charts", "user"));
        client.awaitTool("fx_echo");

        client.modern("tools/list").capabilities(RENDERS_VIEWS).then().statusCode(200)
                .body("result.tools.name", not(hasItem("fx_chart")));
        client.modern("resources/read").capabilities(RENDERS_VIEWS).resource(AppFixtures.VIEW).then()
                .statusCode(200).body("error.code", equalTo(-32602))
                .body("error.message", containsString("Resource not found"));
        client.modern("tools/call").capabilities(RENDERS_VIEWS).tool("fx_chart_refresh", "{}").then()
                .body("error.message", containsString("Unknown tool: fx_chart_refresh"));
        client.modern("tools/call").capabilities(RENDERS_VIEWS).tool("refresh", "{}").then()
                .body("error.message", containsString("Unknown tool: refresh"));
        client.modern("resources/list").then().body("result.resources.uri", hasItem(AppFixtures.LISTED_VIEW));
    }

    @Test
    void aTenantDeniedTheViewKeepsTheToolWithoutIt() {
        SecuredGateway.putTenant("no-views", "{\"resources\":{\"deny\":[\"ui://*\"]}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("no-views", "user"));
        client.awaitTool("fx_chart");

        client.modern("tools/list").capabilities(RENDERS_VIEWS).then().statusCode(200)
                .body("result.tools.find { it.name == 'fx_chart' }._meta.ui", notNullValue())
                .body("result.tools.find { it.name == 'fx_chart' }._meta.ui.resourceUri", nullValue());
        client.modern("resources/read").resource(AppFixtures.VIEW).then().body("error.code", equalTo(-32602));
        client.modern("resources/list").then().body("result.resources.uri", not(hasItem(AppFixtures.LISTED_VIEW)));
    }

    @Test
    void aToolsScopesHoldForACallByItsAlias() {
        SecuredGateway.putTenant("scoped-charts", "{\"scopes\":{\"fx_chart_refresh\":[\"charts:write\"]}}");
        String key = SecuredGateway.apiKey("scoped-charts", "user");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(key);
        client.awaitTool("fx_chart");

        client.modern("tools/call").capabilities(RENDERS_VIEWS).tool("refresh", "{}").then().statusCode(403)
                .header("WWW-Authenticate", containsString("charts:write"));
        client.modern("tools/call").capabilities(RENDERS_VIEWS).tool("fx_chart", "{}").then().statusCode(200)
                .body("result.structuredContent.points", equalTo(3));
    }

    @Test
    void aTenantDeniedAResourceCannotReadItByItsAlias() {
        SecuredGateway.putTenant("no-legend", "{\"resources\":{\"deny\":[\"" + AppFixtures.LEGEND
                + "\", \"fx+data://*\"]}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("no-legend", "user"));
        client.awaitTool("fx_chart");

        client.modern("resources/read").capabilities(RENDERS_VIEWS).resource(AppFixtures.LEGEND_ALIAS).then()
                .statusCode(200).body("error.code", equalTo(-32602))
                .body("error.message", containsString("Resource not found: " + AppFixtures.LEGEND_ALIAS));
        client.modern("resources/read").capabilities(RENDERS_VIEWS).resource("data://series/rain").then()
                .statusCode(200).body("error.code", equalTo(-32602));
    }
}
