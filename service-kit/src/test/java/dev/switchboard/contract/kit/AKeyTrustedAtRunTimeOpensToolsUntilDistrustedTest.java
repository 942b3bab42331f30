package dev.switchboard.contract.kit;

import java.security.KeyPair;
import java.security.KeyPairGenerator;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * A key that code of the service trusts at run time ({@link InternalSigners#trust}) opens the tools like the gateway's;
 * once distrusted, even a token the guard verified and remembers with it is refused.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AKeyTrustedAtRunTimeOpensToolsUntilDistrustedTest {

    private static final String BODY = "{\"arguments\":{\"text\":\"hi\"},"
            + "\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}";

    @Inject
    InternalSigners signers;

    @Test
    void aTrustedKeysTokenIsAcceptedAndRefusedOnceTheKeyIsDistrusted() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        String token = "Bearer " + Jwt.issuer("switchboard-gateway").audience("kit-test").subject("alice")
                .claim("tenant", "acme").expiresIn(60).jws().keyId(KeyMaterial.keyId(pair.getPublic()))
                .algorithm(SignatureAlgorithm.EDDSA).sign(pair.getPrivate());

        call(token).statusCode(401).body(containsString("not signed by a key this service trusts"));

        signers.trust(pair.getPublic());
        call(token).statusCode(200).body(containsString("hi"));

        signers.distrust(pair.getPublic());
        call(token).statusCode(401).body(containsString("not signed by a key this service trusts"));
    }

    private static ValidatableResponse call(String authorization) {
        return given().contentType("application/json").header("Authorization", authorization).body(BODY)
                .when().post("/internal/v1/tools/kitEcho").then();
    }
}
