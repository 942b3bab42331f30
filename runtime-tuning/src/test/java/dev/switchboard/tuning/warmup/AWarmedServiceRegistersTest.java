package dev.switchboard.tuning.warmup;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.contract.kit.RegistrationHeartbeat;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * A warm-up that may end at once: the service registers when it is over, its tools called before that; the tokens the
 * warm-up signed die with it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AWarmedServiceRegistersTest.QuickWarmup.class)
class AWarmedServiceRegistersTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RegistrationHeartbeat heartbeat;

    @Inject
    ServiceWarmup warmup;

    @Inject
    WarmupTokens tokens;

    @Test
    void theServiceRegistersOnceItsWarmupIsOver() {
        await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().registered());

        assertThat(warmup.done()).isTrue();
        assertThat(SampleTool.CALLS.get()).isPositive();
        assertThat(registry.live()).anySatisfy(registration -> assertThat(registration.service())
                .isEqualTo("tuning-test"));
    }

    @Test
    void theWarmupsTokensOpenNothingOnceItIsOver() {
        await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().registered());
        String token = tokens.last();
        assertThat(token).isNotNull();

        RestAssured.given().contentType("application/json").header("Authorization", token)
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{}}").post("/internal/v1/tools/tuningEcho")
                .then().statusCode(401).body(containsString("not signed by a key this service trusts"));
    }

    public static class QuickWarmup implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.service.warmup.enabled", "true", "switchboard.service.warmup.min-duration",
                    "1S", "switchboard.service.warmup.max-duration", "3S",
                    "switchboard.service.warmup.quiet-compile-share", "100");
        }
    }
}
