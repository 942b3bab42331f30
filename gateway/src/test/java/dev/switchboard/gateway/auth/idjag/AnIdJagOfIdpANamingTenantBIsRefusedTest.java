package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An ID-JAG of one tenant's identity provider that names another tenant in the tenant claim is refused with
 * {@code invalid_grant}, and audited: the issuer decides the tenant, and a grant confused about it buys nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagOfIdpANamingTenantBIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aGrantNamingAnotherTenantIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag(IdJag.IDP, "idjag-tenant-b", IdJag.AS, IdJag.RESOURCE), "idjag-tenant-b").then()
                .statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("names tenant 'tenant-b'"))
                .body("error_description", containsString("tenant '" + IdJag.TENANT + "'"));
        IdJag.assertRefusalAudited(null, "names tenant 'tenant-b'");
    }
}
