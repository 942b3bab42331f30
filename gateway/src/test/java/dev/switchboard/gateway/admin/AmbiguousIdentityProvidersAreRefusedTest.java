package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A token must never act in two tenants: a second tenant trusting an issuer another trusts is refused with 409 unless
 * both entries require one claim with different values; so are the operator's issuer and the gateway's own, whether
 * through the identity-provider path or in a whole tenant record.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AmbiguousIdentityProvidersAreRefusedTest {

    private static final String SHARED = "https://accounts.shared.example";

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anIssuerTwoTenantsCouldBothMatchIsRefused() {
        SecuredGateway.putTenant("idp-first", "{}");
        SecuredGateway.putTenant("idp-second", "{}");
        SecuredGateway.admin().body("{\"issuer\":\"" + SHARED + "\",\"require\":{\"hd\":\"first.example\"}}")
                .put("/admin/v1/tenants/idp-first/identity-providers/google").then().statusCode(200);

        SecuredGateway.admin().body("{\"issuer\":\"" + SHARED + "/\"}")
                .put("/admin/v1/tenants/idp-second/identity-providers/google").then().statusCode(409)
                .body("error", allOf(containsString("idp-first"), containsString("require")));
        SecuredGateway.admin().body("{\"issuer\":\"" + SHARED + "\",\"require\":{\"email_verified\":\"true\"}}")
                .put("/admin/v1/tenants/idp-second/identity-providers/google").then().statusCode(409);
        SecuredGateway.admin().body("{\"identityProviders\":[{\"name\":\"g\",\"issuer\":\"" + SHARED + "\"}]}")
                .put("/admin/v1/tenants/idp-second").then().statusCode(409);

        SecuredGateway.admin().body("{\"issuer\":\"" + SHARED + "\",\"require\":{\"hd\":\"second.example\"}}")
                .put("/admin/v1/tenants/idp-second/identity-providers/google").then().statusCode(200);
    }

    @Test
    void theOperatorsIssuerAndTheGatewaysOwnAreNoTenantsToTrust() {
        SecuredGateway.putTenant("idp-reserved", "{}");
        SecuredGateway.admin().body("{\"issuer\":\"" + oauth.issuer() + "\"}")
                .put("/admin/v1/tenants/idp-reserved/identity-providers/operator").then().statusCode(409)
                .body("error", containsString("gateway.auth.oauth.issuer"));
        SecuredGateway.admin().body("{\"issuer\":\"" + OAuthServerTestResource.PUBLIC_URL + "\"}")
                .put("/admin/v1/tenants/idp-reserved/identity-providers/self").then().statusCode(409)
                .body("error", containsString("own authorization server"));
        SecuredGateway.admin().get("/admin/v1/tenants/idp-reserved/identity-providers").then().statusCode(200)
                .body("size()", equalTo(0));
    }

    @Test
    void entriesThatAreNoIssuersAreRefusedNamingTheField() {
        SecuredGateway.putTenant("idp-invalid", "{}");
        SecuredGateway.admin().body("{\"issuer\":\"http://login.example.com\"}")
                .put("/admin/v1/tenants/idp-invalid/identity-providers/plain").then().statusCode(400)
                .body("field", equalTo("issuer")).body("error", containsString("https"));
        SecuredGateway.admin().body("{\"issuer\":\"https://login.example.com\",\"audiences\":[]}")
                .put("/admin/v1/tenants/idp-invalid/identity-providers/empty").then().statusCode(400)
                .body("field", equalTo("audiences"));
        SecuredGateway.admin().body("{\"issuer\":\"https://login.example.com\",\"groupScopes\":{\"g\":[\"a\"]}}")
                .put("/admin/v1/tenants/idp-invalid/identity-providers/groups").then().statusCode(400)
                .body("error", containsString("groupsClaim"));
        SecuredGateway.admin().body("{\"issuer\":\"https://login.example.com\",\"color\":\"red\"}")
                .put("/admin/v1/tenants/idp-invalid/identity-providers/unknown").then().statusCode(400)
                .body("error", containsString("color"));
        SecuredGateway.admin().body("{\"issuer\":\"https://login.example.com\"}")
                .put("/admin/v1/tenants/idp-nobody/identity-providers/x").then().statusCode(404);
    }
}
