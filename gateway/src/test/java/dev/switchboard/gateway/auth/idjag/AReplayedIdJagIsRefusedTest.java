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
 * An ID-JAG buys one access token: presented again, to whichever replica, it is refused with {@code invalid_grant}
 * and audited (its {@code jti} is spent in Redis until it expires).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AReplayedIdJagIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aSecondUseOfOneGrantIsRefused() {
        IdJag.trustIdp(oauth);
        String grant = oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE);
        IdJag.exchange(grant, IdJag.CLIENT).then().statusCode(200);

        IdJag.exchange(grant, IdJag.CLIENT).then().statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("already used"));
        IdJag.assertRefusalAudited(IdJag.TENANT, "already used");
    }
}
