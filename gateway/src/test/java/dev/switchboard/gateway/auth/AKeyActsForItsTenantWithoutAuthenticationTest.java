package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.WithoutAuthentication;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.LegacySession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * With {@code gateway.auth.mode=none} an API key is not ignored: at every door (both eras of {@code /mcp},
 * {@code /sse} + {@code /messages}, the action API) it acts for its tenant and subject, so its tenant's policy and its
 * own scopes apply, while a caller without a credential stays the anonymous tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutAuthentication.class)
class AKeyActsForItsTenantWithoutAuthenticationTest {

    private static final String CLIENT_SCOPES = "[\"tools:call\",\"prompts:get\",\"resources:read\"]";

    private final McpTestClient anonymous = McpTestClient.ofTestedApp();
    private McpTestClient keyed;

    @BeforeEach
    void tenant() {
        WithoutAuthentication.putTenant("no-fail", "{\"tools\":{\"deny\":[\"fx_fail\"]}}");
        keyed = McpTestClient.ofTestedApp().withBearer(WithoutAuthentication.apiKey("no-fail", "bot", CLIENT_SCOPES));
        anonymous.awaitTool("fx_fail");
    }

    @Test
    void theKeysTenantPolicyAppliesInBothErasOfMcp() {
        keyed.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.name", not(hasItem("fx_fail")));
        keyed.modern("tools/call").tool("fx_fail", "{}").then().statusCode(200).body("error.code", equalTo(-32602));
        keyed.session().open().request("tools/list", "{}").then().statusCode(200)
                .body("result.tools.name", not(hasItem("fx_fail")));
        anonymous.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("fx_fail"));
    }

    @Test
    void theKeysTenantPolicyAppliesOverHttpSseAndTheActionApi() {
        try (LegacySession session = keyed.legacy().initialize("2024-11-05")) {
            session.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\",\"params\":{}}").then()
                    .statusCode(202);
            String listed = session.stream().awaitData("\"id\":2");
            org.assertj.core.api.Assertions.assertThat(listed).contains("fx_echo").doesNotContain("fx_fail");
        }
        keyed.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_fail\",\"parameters\":{}}}")
                .post("/api/v1/actions").then().statusCode(404).body("error", not(containsString("fx_fail,")));
    }

    @Test
    void theKeysOwnScopesApply() {
        McpTestClient lister = McpTestClient.ofTestedApp()
                .withBearer(WithoutAuthentication.apiKey("no-fail", "lister", "[]"));
        lister.modern("tools/list").then().statusCode(200);
        lister.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").then().statusCode(403)
                .body("error.message", containsString("tools:call"));
    }
}
