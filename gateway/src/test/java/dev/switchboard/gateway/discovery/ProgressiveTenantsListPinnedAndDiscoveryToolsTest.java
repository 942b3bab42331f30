package dev.switchboard.gateway.discovery;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

/**
 * A tenant whose record says {@code "discovery": "progressive"} lists its pinned tools and the two discovery tools, in
 * both eras; a request may choose {@code full} or {@code progressive} for itself, and any other choice is refused.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ProgressiveTenantsListPinnedAndDiscoveryToolsTest {

    private McpTestClient progressive;
    private McpTestClient full;

    @BeforeEach
    void tenants() {
        SecuredGateway.putTenant("discovering", "{\"discovery\":\"progressive\",\"pinnedTools\":[\"fx_echo\"]}");
        progressive = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("discovering", "user"));
        full = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user"));
        full.awaitTool("fx_counter");
    }

    @Test
    void progressiveTenantsSeePinnedToolsTheDiscoveryToolsAndTheAccountToolsInBothEras() {
        progressive.modern("tools/list").then().statusCode(200)
                .body("result.tools.name", contains("fx_echo", "find_tools", "call_tool", "linked_accounts", "unlink_account"))
                .body("result.tools[1].inputSchema.required", contains("query"));
        progressive.session().open().request("tools/list", "{}").then().statusCode(200)
                .body("result.tools.name", contains("fx_echo", "find_tools", "call_tool", "linked_accounts", "unlink_account"));
    }

    @Test
    void aRequestChoosesItsOwnMode() {
        full.modern("tools/list").meta("\"dev.switchboard/discovery\":\"progressive\"").then().statusCode(200)
                .body("result.tools.name", contains("find_tools", "call_tool", "linked_accounts", "unlink_account"));
        progressive.modern("tools/list").meta("\"dev.switchboard/discovery\":\"full\"").then().statusCode(200)
                .body("result.tools.name", hasItems("fx_echo", "fx_counter", "fx_fail"));
        full.session().open().request("tools/list", "{\"_meta\":{\"dev.switchboard/discovery\":\"progressive\"}}")
                .then().body("result.tools.name", contains("find_tools", "call_tool", "linked_accounts", "unlink_account"));
    }

    @Test
    void anUnknownModeIsRefusedWithItsName() {
        full.modern("tools/list").meta("\"dev.switchboard/discovery\":\"some\"").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("\"full\" or \"progressive\""));
        SecuredGateway.admin().body("{\"discovery\":\"partial\"}").put("/admin/v1/tenants/wrong-mode").then()
                .statusCode(400).body(containsString("discovery"));
    }
}
