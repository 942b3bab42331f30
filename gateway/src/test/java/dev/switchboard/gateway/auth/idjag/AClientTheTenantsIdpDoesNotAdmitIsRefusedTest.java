package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A tenant's identity provider entry that lists its {@code clients} admits ID-JAGs of those clients only: a grant of
 * any other client is refused with 401 {@code invalid_client} naming the entry and the setting.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AClientTheTenantsIdpDoesNotAdmitIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anEntryListingClientsAdmitsOnlyThem() {
        SecuredGateway.putTenant(IdJag.TENANT, "{\"identityProviders\":[{\"name\":\"acme\",\"issuer\":\""
                + oauth.issuer(IdJag.IDP) + "\",\"clients\":[\"the-approved-client\"]}]}");
        try {
            IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE), IdJag.CLIENT).then()
                    .statusCode(401).header("WWW-Authenticate", containsString("invalid_client"))
                    .body("error", equalTo("invalid_client"))
                    .body("error_description", containsString("(clients)"));
            IdJag.assertRefusalAudited(IdJag.TENANT, "is not one identity provider 'acme'");
        } finally {
            IdJag.trustIdp(oauth);
        }
    }
}
