package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A token of tenant A's identity provider that names tenant B in the tenant claim acts in neither: it is refused with
 * 401 and audited, and B (a tenant of the operator's issuer) sees no session of it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATokenOfIdpACarryingTenantBsClaimIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aTokenNamingAnotherTenantThanItsIssuersIsRefused() {
        SecuredGateway.putTenant("idp-initech", "{\"identityProviders\":[{\"name\":\"initech\",\"issuer\":\""
                + oauth.issuer("idp-d") + "\"}]}");

        McpTestClient.ofTestedApp().withBearer(oauth.token("idp-d", "tenant-b-caller")).modern("tools/list").then()
                .statusCode(401).header("WWW-Authenticate", containsString("error=\"invalid_token\""))
                .body("error.message", allOf(containsString("names tenant 'tenant-b'"),
                        containsString("tenant 'idp-initech'")));

        SecuredGateway.admin().get("/admin/v1/tenants/tenant-b/sessions").then().statusCode(200)
                .body("toString()", not(containsString("initech:")));
        await().untilAsserted(() -> SecuredGateway.admin().get("/admin/v1/tenants/_unattributed/audit").then()
                .statusCode(200).body("findAll { it.action == 'auth.failed' }.details.reason",
                        hasItem(containsString("names tenant 'tenant-b'"))));
    }
}
