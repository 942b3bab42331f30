package dev.switchboard.gateway.auth.idjag;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

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
 * An ID-JAG whose signature does not verify under its issuer's keys (its subject changed after signing) is refused
 * with {@code invalid_grant}, and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AWronglySignedIdJagIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aGrantWhoseSignatureDoesNotVerifyIsRefused() {
        IdJag.trustIdp(oauth);
        String[] parts = oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE).split("\\.");
        String claims = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8)
                .replace("\"alice\"", "\"mallory\"");
        String forged = parts[0] + "." + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(claims.getBytes(StandardCharsets.UTF_8)) + "." + parts[2];

        IdJag.exchange(forged, IdJag.CLIENT).then().statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("signature does not verify"));
        IdJag.assertRefusalAudited(IdJag.TENANT, "signature does not verify");
    }
}
