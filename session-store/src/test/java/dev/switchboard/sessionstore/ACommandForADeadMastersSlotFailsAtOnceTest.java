package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * A command for a slot whose master was killed (its connections closed, new ones refused) fails at once with
 * {@link StoreUnavailableException}, while the replica has not taken over yet, rather than waiting out the Redis
 * timeout: set to 30 s here, so that a command waiting for it is unmistakable.
 */
@QuarkusTest
@TestProfile(ACommandForADeadMastersSlotFailsAtOnceTest.OwnCluster.class)
class ACommandForADeadMastersSlotFailsAtOnceTest {

    /** A cluster of this test's own (it kills a master), with a long Redis timeout. */
    public static class OwnCluster extends RedisClusterProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.redis.timeout", "30S");
        }
    }

    @Inject
    RedisDataSource redis;

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void aCommandForTheDeadMastersSlotFailsBeforeTheTimeout() {
        int dead = cluster.masterPorts().get(0);
        int replica = cluster.replicaPorts().get(0);
        String key = "sb:{dead-shard:0}";
        for (int i = 1; cluster.masterServing(key) != dead; i++) {
            key = "sb:{dead-shard:" + i + "}";
        }
        String onDeadShard = key;
        redis.value(String.class).set(onDeadShard, "before");

        cluster.pause(replica);
        cluster.kill(dead);
        try {
            for (int attempt = 0; attempt < 3; attempt++) {
                assertTimeoutPreemptively(Duration.ofSeconds(10),
                        () -> assertThatThrownBy(() -> RedisCalls.call("read",
                                () -> redis.value(String.class).get(onDeadShard)))
                                .isInstanceOf(StoreUnavailableException.class),
                        "a command for the dead master's slot waited for the Redis timeout");
            }
        } finally {
            cluster.resume(replica);
        }
    }
}
