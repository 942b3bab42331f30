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

/**
 * A validly signed token of an issuer that is neither the operator's nor any tenant's identity provider is refused
 * with 401 {@code invalid_token}, a message naming the issuer and the setting, and an entry in the audit trail of
 * events no tenant owns; whatever tenant its claims name.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATokenOfAnIssuerNoTenantTrustsIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anUntrustedIssuersTokenIsRefusedAndAudited() {
        String issuer = oauth.issuer("idp-c");

        McpTestClient.ofTestedApp().withBearer(oauth.token("idp-c", "tenant-a-caller")).modern("tools/list").then()
                .statusCode(401).header("WWW-Authenticate", containsString("error=\"invalid_token\""))
                .body("error.message", allOf(containsString(issuer), containsString("gateway.auth.oauth.issuer"),
                        containsString("no tenant trusts it")));

        await().untilAsserted(() -> SecuredGateway.admin().get("/admin/v1/tenants/_unattributed/audit").then()
                .statusCode(200).body("findAll { it.action == 'auth.failed' }.details.reason",
                        hasItem(allOf(containsString(issuer), containsString("no tenant trusts it")))));
    }
}
