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
 * A service whose heartbeat lapsed (a crash, a lost network) is gone from the registry but did not leave: gateways
 * keep it for their departure grace. A mark of an earlier departure does not count for an instance registered since.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ALapsedServiceIsNotMarkedAsLeftTest {

    @Inject
    ServiceRegistry registry;

    @Test
    void aServiceWhoseHeartbeatLapsedDidNotLeave() {
        ServiceRegistration lost = instance("lost", "crashed-pod");
        registry.publish(lost, Duration.ofMillis(500), false);

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(() -> registry.live().stream().noneMatch(live -> live.service().equals("lost")));
        assertThat(registry.left(lost)).isFalse();
    }

    @Test
    void anInstanceRegisteredAfterADepartureIsNotMarkedByIt() {
        ServiceRegistration first = instance("restarted", "first-pod");
        registry.publish(first, Duration.ofSeconds(30), false);
        registry.withdraw("restarted", "first-pod");
        assertThat(registry.left(first)).isTrue();

        ServiceRegistration second = instance("restarted", "second-pod");
        registry.publish(second, Duration.ofSeconds(30), false);
        assertThat(registry.left(first)).as("a registration clears the mark").isFalse();
        assertThat(registry.left(second)).isFalse();
    }

    private static ServiceRegistration instance(String service, String instanceId) {
        return new ServiceRegistration(service, instanceId, "http://127.0.0.1:4", Instant.now(),
                JsonNodeFactory.instance.objectNode().put("service", service));
    }
}
