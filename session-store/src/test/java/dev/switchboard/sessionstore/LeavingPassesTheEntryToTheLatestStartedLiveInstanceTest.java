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

/**
 * Several instances of one service heartbeat (a rolling update, or replicas); the entry is the latest-started one's.
 * When the instance holding it leaves, the entry passes at once to the latest-started instance still live, not to
 * whichever heartbeats next; only when the last one leaves does the service leave, marked as gone on purpose.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LeavingPassesTheEntryToTheLatestStartedLiveInstanceTest {

    private static final Instant STARTED = Instant.parse("2026-11-25T10:00:00Z");

    @Inject
    ServiceRegistry registry;

    @Test
    void eachLeavingHolderHandsTheEntryOnUntilTheLastLeaves() {
        ServiceRegistration oldest = instance("pod-a", STARTED);
        ServiceRegistration middle = instance("pod-b", STARTED.plusMillis(1));
        ServiceRegistration newest = instance("pod-c", STARTED.plusMillis(2));
        registry.publish(middle, Duration.ofSeconds(30), false);
        registry.publish(newest, Duration.ofSeconds(30), false);
        registry.publish(oldest, Duration.ofSeconds(30), false);
        assertThat(held()).isEqualTo("pod-c");

        registry.withdraw("scaled", "pod-c");
        assertThat(held()).isEqualTo("pod-b");
        assertThat(registry.left(newest)).isFalse();

        registry.withdraw("scaled", "pod-b");
        assertThat(held()).isEqualTo("pod-a");

        registry.withdraw("scaled", "pod-a");
        assertThat(held()).isNull();
        assertThat(registry.left(oldest)).isTrue();
    }

    @Test
    void aLeavingInstanceThatHoldsNoEntryChangesNothingButItself() {
        ServiceRegistration old = new ServiceRegistration("rolled", "old-pod", "http://127.0.0.1:3", STARTED,
                JsonNodeFactory.instance.objectNode());
        ServiceRegistration renewed = new ServiceRegistration("rolled", "new-pod", "http://127.0.0.1:3",
                STARTED.plusSeconds(1), JsonNodeFactory.instance.objectNode());
        registry.publish(old, Duration.ofSeconds(30), false);
        registry.publish(renewed, Duration.ofSeconds(30), false);

        registry.withdraw("rolled", "old-pod");
        assertThat(registry.live()).filteredOn(live -> live.service().equals("rolled"))
                .extracting(ServiceRegistration::instanceId).containsExactly("new-pod");

        registry.withdraw("rolled", "new-pod");
        assertThat(registry.live()).extracting(ServiceRegistration::service).doesNotContain("rolled");
        assertThat(registry.left(renewed)).as("no instance of it is live any more").isTrue();
    }

    private String held() {
        return registry.live().stream().filter(live -> live.service().equals("scaled")).findFirst()
                .map(ServiceRegistration::instanceId).orElse(null);
    }

    private static ServiceRegistration instance(String instanceId, Instant startedAt) {
        return new ServiceRegistration("scaled", instanceId, "http://" + instanceId + ":8080", startedAt,
                JsonNodeFactory.instance.objectNode().put("service", "scaled"));
    }
}
