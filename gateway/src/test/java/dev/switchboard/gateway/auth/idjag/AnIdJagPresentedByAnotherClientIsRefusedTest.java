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
 * An ID-JAG is bound to the client it was issued to (its {@code client_id} claim): another client presenting it is
 * refused with {@code invalid_grant} naming both, and the refusal is audited in the tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagPresentedByAnotherClientIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void onlyTheClientItWasIssuedToMayPresentIt() {
        IdJag.trustIdp(oauth);

        IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE), "someone-else").then()
                .statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("issued to client " + IdJag.CLIENT));
        IdJag.assertRefusalAudited(IdJag.TENANT, "not to client someone-else");
    }
}
