package dev.switchboard.sessionstore;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RegistryForgetsSilentServicesTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RedisSubscriptions subscriptions;

    @Test
    void aServiceThatStopsHeartbeatingLeavesTheLiveSet() {
        List<String> announced = new CopyOnWriteArrayList<>();
        Runnable stopWatching = registry.watch(announced::add);
        await().atMost(Duration.ofSeconds(5)).until(subscriptions::connected);
        ServiceRegistration registration = new ServiceRegistration("short-lived", "i-1", "http://127.0.0.1:1",
                Instant.now(), JsonNodeFactory.instance.objectNode().put("service", "short-lived"));

        registry.publish(registration, Duration.ofMillis(600), true);
        assertThat(registry.live()).extracting(ServiceRegistration::service).contains("short-lived");

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50)).until(
                () -> registry.live().stream().noneMatch(live -> live.service().equals("short-lived")));
        stopWatching.run();
        assertThat(announced).contains("short-lived");
    }

    @Test
    void withdrawOnlyRemovesTheInstanceThatWroteTheEntry() {
        ServiceRegistration first = new ServiceRegistration("shared", "replica-a", "http://127.0.0.1:2",
                Instant.now().minusSeconds(1), JsonNodeFactory.instance.objectNode());
        ServiceRegistration second = new ServiceRegistration("shared", "replica-b", "http://127.0.0.1:2",
                Instant.now(), JsonNodeFactory.instance.objectNode());
        registry.publish(first, Duration.ofSeconds(30), false);
        registry.publish(second, Duration.ofSeconds(30), false);

        registry.withdraw("shared", "replica-a");
        assertThat(registry.live()).extracting(ServiceRegistration::instanceId).contains("replica-b");

        registry.withdraw("shared", "replica-b");
        assertThat(registry.live()).extracting(ServiceRegistration::service).doesNotContain("shared");
    }
}
