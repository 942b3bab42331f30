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
 * An ID-JAG without a signature ({@code alg: none}) is refused with {@code invalid_grant} before any key is read,
 * and audited.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnUnsignedIdJagIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anUnsignedGrantIsRefused() {
        IdJag.trustIdp(oauth);
        String[] parts = oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.RESOURCE).split("\\.");
        String header = Base64.getUrlEncoder().withoutPadding().encodeToString(
                "{\"alg\":\"none\",\"typ\":\"oauth-id-jag+jwt\"}".getBytes(StandardCharsets.UTF_8));

        IdJag.exchange(header + "." + parts[1] + ".", IdJag.CLIENT).then().statusCode(400)
                .body("error", equalTo("invalid_grant")).body("error_description", containsString("unsigned"));
        IdJag.assertRefusalAudited(null, "unsigned (alg none)");
    }
}
