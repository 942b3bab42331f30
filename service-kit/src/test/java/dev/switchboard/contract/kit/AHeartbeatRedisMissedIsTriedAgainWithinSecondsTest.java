package dev.switchboard.contract.kit;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A heartbeat that Redis missed (restarted empty here, as a failed-over shard can be) is tried again within seconds,
 * not a heartbeat later: with a heartbeat of ten minutes, the service is back in the registry long before the next.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AHeartbeatRedisMissedIsTriedAgainWithinSecondsTest.SlowHeartbeat.class)
class AHeartbeatRedisMissedIsTriedAgainWithinSecondsTest {

    @Inject
    RegistrationHeartbeat heartbeat;

    @Inject
    ServiceRegistry registry;

    @InjectRedis
    LocalRedis server;

    @Test
    void theServiceIsRegisteredAgainSoonAfterRedisIsBack() {
        await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().registered());
        server.stop();
        heartbeat.beat();
        assertThat(heartbeat.status().registered()).isFalse();

        server.restart();

        await().atMost(Duration.ofSeconds(20)).until(() -> heartbeat.status().registered());
        assertThat(registry.live()).anyMatch(registration -> registration.service().equals("kit-test"));
    }

    /** The scheduled heartbeat does not come again during the test. */
    public static class SlowHeartbeat implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.service.heartbeat", "10m");
        }
    }
}
