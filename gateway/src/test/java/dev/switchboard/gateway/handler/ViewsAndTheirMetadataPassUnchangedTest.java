package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * {@code _meta.ui} passes as the service declared it: on the tool in {@code tools/list} (the view's URI), and on the
 * view's contents in {@code resources/read} (CSP, border), in both eras. The view {@code ui://fx/chart} is read from
 * the service whose tool names it although that service does not list it, as the specification allows; a view the
 * service lists is listed.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ViewsAndTheirMetadataPassUnchangedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aToolsListingNamesItsView() {
        mcp.awaitTool("fx_chart");
        mcp.modern("tools/list").capabilities(AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS).then()
                .statusCode(200)
                .body("result.tools.find { it.name == 'fx_chart' }._meta.ui.resourceUri", equalTo(AppFixtures.VIEW));
    }

    @Test
    void aViewIsReadWithItsMetadataInBothEras() {
        mcp.awaitTool("fx_chart");
        mcp.modern("resources/read").resource(AppFixtures.VIEW).then().statusCode(200)
                .body("result.contents[0].uri", equalTo(AppFixtures.VIEW))
                .body("result.contents[0].mimeType", equalTo("text/html;profile=mcp-app"))
                .body("result.contents[0].text", equalTo(AppFixtures.HTML))
                .body("result.contents[0]._meta.ui.csp.connectDomains", contains("https://api.example.com"))
                .body("result.contents[0]._meta.ui.prefersBorder", equalTo(true));
        mcp.session().open().request("resources/read", "{\"uri\":\"" + AppFixtures.VIEW + "\"}").then()
                .body("result.contents[0].text", equalTo(AppFixtures.HTML))
                .body("result.contents[0]._meta.ui.csp.connectDomains", contains("https://api.example.com"));
    }

    @Test
    void aListedViewIsListed() {
        mcp.awaitTool("fx_chart");
        mcp.modern("resources/list").then().statusCode(200)
                .body("result.resources.uri", hasItem(AppFixtures.LISTED_VIEW));
    }
}
