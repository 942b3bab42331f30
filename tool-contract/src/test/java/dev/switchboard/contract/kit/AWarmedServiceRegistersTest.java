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

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** A warm-up that may end at once: the service registers when it is over, its tools called before that. */
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

    @Test
    void theServiceRegistersOnceItsWarmupIsOver() {
        await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().registered());

        assertThat(warmup.done()).isTrue();
        assertThat(EchoTool.CALLS.get()).isPositive();
        assertThat(registry.live()).anySatisfy(registration -> assertThat(registration.service())
                .isEqualTo("kit-test"));
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
