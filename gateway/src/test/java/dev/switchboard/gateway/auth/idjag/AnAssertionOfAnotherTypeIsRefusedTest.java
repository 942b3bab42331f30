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
 * A JWT of the identity provider that is not typed {@code oauth-id-jag+jwt} (an ID or access token) is refused
 * with {@code invalid_grant} naming the type to ask for, and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnAssertionOfAnotherTypeIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anAssertionTypedJwtIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag(IdJag.IDP, "idjag-plain-jwt", IdJag.AS, IdJag.RESOURCE), "idjag-plain-jwt").then()
                .statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("not oauth-id-jag+jwt"));
        IdJag.assertRefusalAudited(null, "not oauth-id-jag+jwt");
    }
}
