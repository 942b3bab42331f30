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
 * An ID-JAG of an issuer no tenant trusts is refused with {@code invalid_grant} naming the issuer, before any of its
 * keys is read, and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagOfAnUnknownIssuerIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aGrantOfAnUntrustedIssuerIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag("idp-j", IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE), IdJag.CLIENT).then()
                .statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString(oauth.issuer("idp-j") + " is no identity provider"));
        IdJag.assertRefusalAudited(null, oauth.issuer("idp-j") + " is no identity provider");
    }
}
