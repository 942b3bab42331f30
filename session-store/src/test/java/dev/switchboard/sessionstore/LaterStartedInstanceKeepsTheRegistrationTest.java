package dev.switchboard.sessionstore;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * During a rolling update the old and the new version of a service both heartbeat: the registration stays with the
 * instance that started later, whatever order the heartbeats come in, so the catalogue moves once and never flaps.
 * When that instance stops heartbeating, the older one takes the registration back.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LaterStartedInstanceKeepsTheRegistrationTest {

    @Inject
    ServiceRegistry registry;

    @Test
    void theOlderVersionsHeartbeatsDoNotOverwriteTheNewerOne() {
        Instant started = Instant.parse("2026-11-25T10:00:00Z");
        ServiceRegistration old = version("old-pod", started, "1.0");
        ServiceRegistration renewed = version("new-pod", started.plusMillis(1), "2.0");

        assertThat(registry.publish(old, Duration.ofSeconds(30), false)).isTrue();
        assertThat(registry.publish(renewed, Duration.ofSeconds(30), false)).isTrue();
        for (int heartbeat = 0; heartbeat < 3; heartbeat++) {
            assertThat(registry.publish(old, Duration.ofSeconds(30), false)).isFalse();
            assertThat(registry.publish(renewed, Duration.ofSeconds(30), false)).isTrue();
            assertThat(held()).isEqualTo("new-pod");
        }
    }

    @Test
    void theOlderInstanceTakesOverWhenTheNewerOneStopsHeartbeating() {
        ServiceRegistration old = version("old-pod", Instant.now().minusSeconds(60), "1.0");
        ServiceRegistration renewed = version("new-pod", Instant.now(), "2.0");
        registry.publish(old, Duration.ofSeconds(30), false);
        registry.publish(renewed, Duration.ofMillis(500), false);
        assertThat(held()).isEqualTo("new-pod");

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(() -> registry.publish(old, Duration.ofSeconds(30), false));
        assertThat(held()).isEqualTo("old-pod");
    }

    private String held() {
        return registry.live().stream().filter(live -> live.service().equals("rolling")).findFirst().orElseThrow()
                .instanceId();
    }

    private static ServiceRegistration version(String instance, Instant startedAt, String version) {
        return new ServiceRegistration("rolling", instance, "http://127.0.0.1:3", startedAt,
                JsonNodeFactory.instance.objectNode().put("service", "rolling").put("version", version));
    }
}
