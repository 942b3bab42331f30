package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * Two tenants, each trusting its own identity provider (two issuers of one real authorization server): a token of
 * tenant A's identity provider opens a session in tenant A, as subject {@code <entry>:<sub>}, and in no other tenant;
 * B's likewise. Once A stops trusting its issuer, the same token no longer acts anywhere.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATokenOfTenantAsIdpActsOnlyInTenantATest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void eachIdentityProvidersTokensActInItsOwnTenantOnly() {
        SecuredGateway.putTenant("idp-acme", "{\"identityProviders\":[{\"name\":\"acme\",\"issuer\":\""
                + oauth.issuer("idp-a") + "\"}]}");
        SecuredGateway.putTenant("idp-globex", "{\"identityProviders\":[{\"name\":\"globex\",\"issuer\":\""
                + oauth.issuer("idp-b") + "\"}]}");
        String acmeToken = oauth.token("idp-a", "no-tenant");

        McpSession acme = McpTestClient.ofTestedApp().withBearer(acmeToken).session().open();
        McpSession globex = McpTestClient.ofTestedApp().withBearer(oauth.token("idp-b", "no-tenant")).session()
                .open();

        SecuredGateway.admin().get("/admin/v1/tenants/idp-acme/sessions").then().statusCode(200)
                .body("subjects['acme:nobody'].id", hasItem(acme.id()))
                .body("toString()", not(containsString(globex.id())));
        SecuredGateway.admin().get("/admin/v1/tenants/idp-globex/sessions").then().statusCode(200)
                .body("subjects['globex:nobody'].id", hasItem(globex.id()))
                .body("toString()", not(containsString(acme.id())));
        for (String other : new String[] { "tenant-a", "tenant-b" }) {
            SecuredGateway.admin().get("/admin/v1/tenants/" + other + "/sessions").then().statusCode(200)
                    .body("toString()", not(containsString(acme.id())));
        }

        SecuredGateway.admin().delete("/admin/v1/tenants/idp-acme/identity-providers/acme").then().statusCode(204);
        McpTestClient.ofTestedApp().withBearer(acmeToken).modern("tools/list").then().statusCode(401)
                .body("error.message", containsString("no tenant trusts it"));
    }
}
