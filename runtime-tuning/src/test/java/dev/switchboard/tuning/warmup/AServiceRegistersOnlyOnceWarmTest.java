package dev.switchboard.tuning.warmup;

import java.net.URL;
import java.security.KeyPairGenerator;
import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.kit.RegistrationHeartbeat;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * A warm-up that cannot end (its shortest duration is ten minutes): the service calls its tools that give warm-up
 * arguments over its own internal route with tokens of its own key, stays out of the registry, and says why it is not
 * ready; a token that names the warm-up's key but was signed by another is no credential.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AServiceRegistersOnlyOnceWarmTest.Warming.class)
class AServiceRegistersOnlyOnceWarmTest {

    /** The caller the warm-up's own tokens name. */
    private static final String WARMUP_CALLER = "\"tenant\":\"switchboard-warmup\",\"subject\":\"switchboard-warmup\"";

    @Inject
    ServiceRegistry registry;

    @Inject
    RegistrationHeartbeat heartbeat;

    @Inject
    WarmupTokens tokens;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @Test
    void whileItWarmsUpTheServiceCallsItsToolsAndStaysUnregistered() {
        long before = SampleTool.CALLS.get();
        await().atMost(Duration.ofSeconds(20)).until(() -> SampleTool.CALLS.get() > before + 100);

        assertThat(heartbeat.status().registered()).isFalse();
        assertThat(heartbeat.status().reason()).contains("warming up");
        assertThat(registry.live()).noneSatisfy(registration -> assertThat(registration.service())
                .isEqualTo("tuning-test"));
        RestAssured.given().get(readiness).then().statusCode(503).body(containsString("warming up"));
    }

    @Test
    void theWarmupsOwnTokenOpensTheToolsWhileItRuns() {
        await().atMost(Duration.ofSeconds(20)).until(() -> tokens.last() != null);

        RestAssured.given().contentType("application/json").header("Authorization", tokens.last())
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + WARMUP_CALLER + "}}")
                .post("/internal/v1/tools/tuningEcho")
                .then().statusCode(200).body(containsString("hi"));
    }

    @Test
    void aTokenInTheWarmupKeysNameSignedByAnotherKeyOpensNothing() throws Exception {
        await().atMost(Duration.ofSeconds(20)).until(() -> tokens.last() != null);
        String keyId = new ObjectMapper().readTree(WarmupTokens.part(tokens.last(), 0)).path("kid").asText();

        String forged = Jwt.issuer("switchboard-gateway").audience("tuning-test").subject("switchboard-warmup")
                .claim("tenant", "warmup").expiresIn(60).jws().keyId(keyId).algorithm(SignatureAlgorithm.EDDSA)
                .sign(KeyPairGenerator.getInstance("Ed25519").generateKeyPair().getPrivate());
        RestAssured.given().contentType("application/json").header("Authorization", "Bearer " + forged)
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{}}").post("/internal/v1/tools/tuningEcho")
                .then().statusCode(401).body(containsString("the internal token is invalid"));
    }

    public static class Warming implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.service.warmup.enabled", "true", "switchboard.service.warmup.min-duration",
                    "10M", "switchboard.service.warmup.max-duration", "10M");
        }
    }
}
