package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

/**
 * A tenant runs its own identity provider, so it could issue the operator's admin scope: a token of it carrying that
 * scope (or given it through {@code groupScopes}) opens the admin API no wider than its tenant-admin scope would.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATenantsIdentityProviderNeverMakesAnOperatorTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theAdminScopeOfATenantsProviderIsIgnored() {
        SecuredGateway.putTenant("idp-escalate", "{\"identityProviders\":[{\"name\":\"own\",\"issuer\":\""
                + oauth.issuer("idp-f") + "\",\"groupsClaim\":\"scope\",\"groupScopes\":{\"tools:call\":"
                + "[\"switchboard:admin\"]}}]}");

        RestAssured.given().header("Authorization", "Bearer " + oauth.token("idp-f", "no-tenant-admin"))
                .get("/admin/v1/tenants").then().statusCode(403);
    }
}
