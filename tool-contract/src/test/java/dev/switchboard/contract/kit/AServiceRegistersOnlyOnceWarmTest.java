package dev.switchboard.contract.kit;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

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
 * A warm-up that cannot end (its shortest duration is ten minutes): the service calls its tools that give warm-up
 * arguments over its own internal route, stays out of the registry, and says why it is not ready; the warm-up's header
 * without its secret is no credential.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AServiceRegistersOnlyOnceWarmTest.Warming.class)
class AServiceRegistersOnlyOnceWarmTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RegistrationHeartbeat heartbeat;

    @Test
    void whileItWarmsUpTheServiceCallsItsToolsAndStaysUnregistered() {
        long before = EchoTool.CALLS.get();
        await().atMost(Duration.ofSeconds(20)).until(() -> EchoTool.CALLS.get() > before + 100);

        assertThat(heartbeat.status().registered()).isFalse();
        assertThat(heartbeat.status().reason()).contains("warming up");
        assertThat(registry.live()).noneSatisfy(registration -> assertThat(registration.service())
                .isEqualTo("kit-test"));
        RestAssured.given().get("/q/health/ready").then().statusCode(503).body(containsString("warming up"));
    }

    @Test
    void aWarmupHeaderWithoutItsSecretOpensNothing() {
        long before = EchoTool.CALLS.get();
        await().atMost(Duration.ofSeconds(20)).until(() -> EchoTool.CALLS.get() > before + 10);

        // An Authorization header of its own, so that the module's test filter adds no valid token.
        RestAssured.given().contentType("application/json").header("Authorization", "Bearer not-a-token")
                .header(ServiceWarmup.HEADER, "guessed")
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{}}").post("/internal/v1/tools/kitEcho")
                .then().statusCode(401).body(containsString("only the gateway may call this service"));
    }

    public static class Warming implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.service.warmup.enabled", "true", "switchboard.service.warmup.min-duration",
                    "10M", "switchboard.service.warmup.max-duration", "10M");
        }
    }
}
