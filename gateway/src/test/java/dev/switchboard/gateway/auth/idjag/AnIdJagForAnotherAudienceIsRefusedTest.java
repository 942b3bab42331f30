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
 * An ID-JAG whose audience is another authorization server than the gateway's is refused with {@code invalid_grant}
 * naming the audience to ask for, and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagForAnotherAudienceIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aGrantForAnotherAuthorizationServerIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, "https://auth.elsewhere.example", IdJag.RESOURCE),
                IdJag.CLIENT).then().statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("with audience " + IdJag.AS));
        IdJag.assertRefusalAudited(IdJag.TENANT, "not issued for this authorization server");
    }
}
