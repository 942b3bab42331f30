package dev.switchboard.gateway.accounts;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tenant whose policy denies the account tools (a glob in {@code tools.deny}, as for any tool) neither lists nor
 * calls them; another tenant still does.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATenantsPolicyHoldsTheAccountToolsLikeAnyToolTest {

    @Test
    void aDeniedTenantNeitherListsNorCallsThem() {
        SecuredGateway.putTenant("no-own-links", "{\"tools\":{\"deny\":[\"*_account*\"]}}");
        McpTestClient denied = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("no-own-links", "gus"));
        denied.awaitTool("fx_echo");

        denied.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.name", not(hasItem(AccountTools.LIST)))
                .body("result.tools.name", not(hasItem(AccountTools.UNLINK)));
        denied.modern("tools/call").tool(AccountTools.UNLINK, "{\"upstream\":\"notes\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).body("error.message", containsString(AccountTools.UNLINK));
        McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "hal")).modern("tools/list").then()
                .statusCode(200).body("result.tools.name", hasItem(AccountTools.LIST));
    }
}
