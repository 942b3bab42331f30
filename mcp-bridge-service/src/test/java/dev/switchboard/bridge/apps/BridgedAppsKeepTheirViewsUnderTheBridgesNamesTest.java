package dev.switchboard.bridge.apps;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

/**
 * An upstream built with {@code @modelcontextprotocol/ext-apps}' server helpers, behind the bridge: the bridge declares
 * MCP Apps, so the upstream offers its view and the view's tools; the tools keep their {@code _meta} with the view's
 * URI moved into the bridge's namespace ({@code ui://apps/...}, the scheme kept), which {@code resources/list} lists
 * and {@code resources/read} reads with the view's own {@code _meta.ui}; the app-only tool keeps its visibility, and
 * every tool of the upstream carries its upstream name as the alias the view calls it by, every resource and template
 * its upstream URI as the alias the view reads it by. A tool result's {@code _meta} reaches the gateway without the keys
 * MCP reserves.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class BridgedAppsKeepTheirViewsUnderTheBridgesNamesTest {

    static final String VIEW = "ui://apps/clock/view.html";

    @BeforeEach
    void upstreamListed() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void theToolsNameTheViewUnderTheBridgesUri() {
        JsonPath manifest = manifest();

        assertThat(manifest.getString("tools.find { it.name == 'apps_show-clock' }._meta.ui.resourceUri"))
                .isEqualTo(VIEW);
        assertThat(manifest.getString("tools.find { it.name == 'apps_show-clock' }._meta.'ui/resourceUri'"))
                .isEqualTo(VIEW);
        assertThat(manifest.getList("tools.find { it.name == 'apps_show-clock' }.appAliases"))
                .containsExactly("show-clock");
        assertThat(manifest.getList("tools.find { it.name == 'apps_tick' }._meta.ui.visibility"))
                .containsExactly("app");
        assertThat(manifest.getList("tools.find { it.name == 'apps_tick' }.appAliases")).containsExactly("tick");
        assertThat(manifest.getList("resources.uri", String.class)).contains(VIEW);
    }

    @Test
    void resourcesAndTemplatesCarryTheUpstreamsOwnUrisAsAliases() {
        JsonPath manifest = manifest();

        assertThat(manifest.getList("resources.find { it.uri == '" + VIEW + "' }.appAliases"))
                .containsExactly("ui://clock/view.html");
        assertThat(manifest.getList("resourceTemplates.find { it.uriTemplate == 'apps+clock://zones/{zone}' }"
                + ".appAliases")).containsExactly("clock://zones/{zone}");
    }

    @Test
    void aToolResultKeepsItsMetaWithoutTheReservedKeys() {
        callTool("apps_show-clock", body(arguments())).statusCode(200)
                .body("_meta.'clock/zone'", equalTo("UTC"))
                .body("_meta", not(hasKey("io.modelcontextprotocol/related-task")));
    }

    @Test
    void theViewIsReadWithItsOwnMetadata() {
        given().contentType("application/json")
                .body("{\"uri\":\"" + VIEW + "\",\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/resources/read").then().statusCode(200)
                .body("contents[0].uri", equalTo(VIEW))
                .body("contents[0].mimeType", equalTo("text/html;profile=mcp-app"))
                .body("contents[0].text", containsString("tools/call"))
                .body("contents[0]._meta.ui.prefersBorder", equalTo(false))
                .body("contents[0]._meta.ui.csp.resourceDomains", equalTo(List.of("https://cdn.example.com")));
    }

    @Test
    void theAppOnlyToolIsCalledLikeAnyOther() {
        callTool("apps_tick", body(arguments())).statusCode(200)
                .body("structuredContent.tick", org.hamcrest.Matchers.greaterThan(0));
    }
}
