package dev.switchboard.contract.kit;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code switchboard.internal-auth.public-keys} is a list separated by commas, as during a key rotation: white space
 * and line breaks around and inside a key are ignored (a PEM key spans lines), and so is an empty entry. A token
 * signed by any key of the list opens the tools.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(EveryKeyOfTheTrustedListOpensTheToolsTest.TwoKeys.class)
class EveryKeyOfTheTrustedListOpensTheToolsTest {

    /** A second Ed25519 pair, test-only: PKCS#8 and X.509, base64 DER. */
    private static final String NEXT_PRIVATE_KEY = "MC4CAQAwBQYDK2VwBCIEIOccNL+fVFa7JnWBoHahXI0eOeApnkDI10N4zAfARlRc";
    private static final String NEXT_PUBLIC_KEY = "MCowBQYDK2VwAyEAojIDr6Esf5OvtHaWfk6Agj8WvC30mmKk0C9BtH/dh9o=";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TestHTTPResource("/internal/v1/tools/kitEcho")
    URL echo;

    @Test
    void aTokenOfTheFirstKeyIsAccepted() throws Exception {
        HttpResponse<String> response = call(nextKeyToken());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    }

    @Test
    void aTokenOfTheSecondKeyIsAccepted() throws Exception {
        HttpResponse<String> response = call(TestInternalKeys.token("kit-test", "t", "s"));
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    }

    private HttpResponse<String> call(String token) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(echo.toString()))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers
                        .ofString("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.T_S + "}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String nextKeyToken() throws Exception {
        PrivateKey key = KeyFactory.getInstance("Ed25519")
                .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(NEXT_PRIVATE_KEY)));
        return Jwt.issuer("switchboard-gateway").audience("kit-test").subject("s").claim("tenant", "t")
                .issuedAt(Instant.now()).expiresAt(Instant.now().plusSeconds(60)).jws()
                .keyId(KeyMaterial.keyId(KeyMaterial.publicKey(NEXT_PUBLIC_KEY))).algorithm(SignatureAlgorithm.EDDSA)
                .sign(key);
    }

    /** The next key as PEM, then the current one in base64 after a line break, and a trailing comma. */
    public static class TwoKeys implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.internal-auth.public-keys", "-----BEGIN PUBLIC KEY-----\n" + NEXT_PUBLIC_KEY
                    + "\n-----END PUBLIC KEY-----\n,\n  " + TestInternalKeys.PUBLIC_KEY + " ,");
        }
    }
}
