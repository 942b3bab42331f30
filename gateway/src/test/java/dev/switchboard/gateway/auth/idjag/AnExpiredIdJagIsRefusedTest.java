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
 * An expired ID-JAG is refused with {@code invalid_grant} saying so, and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnExpiredIdJagIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anExpiredGrantIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag(IdJag.IDP, "idjag-expired", IdJag.AS, IdJag.RESOURCE), "idjag-expired").then()
                .statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("has expired"));
        IdJag.assertRefusalAudited(IdJag.TENANT, "has expired");
    }
}
