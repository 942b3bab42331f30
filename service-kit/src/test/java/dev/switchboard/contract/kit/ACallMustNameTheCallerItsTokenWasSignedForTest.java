package dev.switchboard.contract.kit;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A call's body names its caller ({@code context.tenant}, {@code context.subject}), and the gateway signs the same
 * caller into its internal token: a body naming another tenant or subject than the token is refused with 403 before
 * any tool code runs, on every internal route that carries a context; a token naming no tenant matches no body (one
 * naming no subject is no credential at all: 401).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACallMustNameTheCallerItsTokenWasSignedForTest {

    private static final String ECHO = "/internal/v1/tools/kitEcho";

    private static String body(String tenant, String subject) {
        return "{\"arguments\":{\"text\":\"hi\"},\"uri\":\"kit://shared\",\"ref\":\"p\",\"refType\":\"ref/prompt\","
                + "\"argumentName\":\"a\",\"value\":\"\",\"context\":{\"tenant\":\"" + tenant + "\",\"subject\":\""
                + subject + "\"}}";
    }

    private static ValidatableResponse post(String path, String token, String body) {
        return given().contentType("application/json").header("Authorization", "Bearer " + token).body(body)
                .when().post(path).then();
    }

    @Test
    void theCallerTheTokenWasSignedForIsServed() {
        post(ECHO, TestInternalKeys.token("kit-test", "acme", "alice"), body("acme", "alice"))
                .statusCode(200).body("structuredContent.echo", equalTo("hi"));
    }

    @Test
    void aBodyNamingAnotherTenantIsRefused() {
        long before = EchoTool.CALLS.get();
        post(ECHO, TestInternalKeys.token("kit-test", "acme", "alice"), body("globex", "alice"))
                .statusCode(403).body("code", equalTo(-32602))
                .body("message", containsString("names tenant 'globex' and subject 'alice', but its internal token "
                        + "was signed for tenant 'acme' and subject 'alice'"));
        assertThat(EchoTool.CALLS.get()).isEqualTo(before);
    }

    @Test
    void aBodyNamingAnotherSubjectIsRefused() {
        post(ECHO, TestInternalKeys.token("kit-test", "acme", "alice"), body("acme", "mallory"))
                .statusCode(403).body("message", containsString("subject 'mallory'"));
    }

    @ParameterizedTest
    @ValueSource(strings = { "/internal/v1/resources/read", "/internal/v1/resources/list",
            "/internal/v1/prompts/kitPrompt", "/internal/v1/completions", "/internal/v1/tools/kitEcho" })
    void everyRouteWithAContextRefusesAnotherTenant(String path) {
        post(path, TestInternalKeys.token("kit-test", "acme", "alice"), body("globex", "alice"))
                .statusCode(403).body("message", containsString("Forbidden"));
    }

    @Test
    void aTokenNamingNoTenantMatchesNoBody() {
        String bare = Jwt.issuer("switchboard-gateway").audience("kit-test").subject("alice").issuedAt(Instant.now())
                .expiresIn(60).jws().keyId(KeyMaterial.keyId(KeyMaterial.publicKey(TestInternalKeys.PUBLIC_KEY)))
                .algorithm(SignatureAlgorithm.EDDSA).sign(KeyMaterial.privateKey(TestInternalKeys.PRIVATE_KEY));

        post(ECHO, bare, body("acme", "alice")).statusCode(403)
                .body("message", containsString("its internal token names no tenant"));
        post(ECHO, bare, "{\"arguments\":{\"text\":\"hi\"},\"context\":{\"subject\":\"alice\"}}").statusCode(403);
    }

    @Test
    void aTokenNamingNoSubjectIsNoCredential() {
        String bare = Jwt.issuer("switchboard-gateway").audience("kit-test").claim("tenant", "acme")
                .issuedAt(Instant.now()).expiresIn(60).jws()
                .keyId(KeyMaterial.keyId(KeyMaterial.publicKey(TestInternalKeys.PUBLIC_KEY)))
                .algorithm(SignatureAlgorithm.EDDSA).sign(KeyMaterial.privateKey(TestInternalKeys.PRIVATE_KEY));

        post(ECHO, bare, body("acme", "alice")).statusCode(401);
    }
}
