package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * On a Redis Cluster, a shard that is down (its master killed, its replica held back so it cannot take over yet) takes
 * only its own keys out of reach: the keys of every other shard are read and written as before, and the failed
 * shard's keys are served again, with their values, once its replica has taken over.
 */
@QuarkusTest
@TestProfile(CommandsForHealthyShardsAreServedWhileOneShardIsDownTest.OwnCluster.class)
class CommandsForHealthyShardsAreServedWhileOneShardIsDownTest {

    /** A cluster of this test's own: it kills a master. */
    public static class OwnCluster extends RedisClusterProfile {
    }

    @Inject
    RedisDataSource redis;

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void theOtherShardsKeysAreServedWhileOneShardIsDown() {
        Map<Integer, String> keyOnMaster = new LinkedHashMap<>();
        for (int i = 0; keyOnMaster.size() < cluster.masterPorts().size(); i++) {
            String key = "sb:{shard-test:" + i + "}";
            keyOnMaster.putIfAbsent(cluster.masterServing(key), key);
        }
        keyOnMaster.values().forEach(key -> redis.value(String.class).set(key, "before"));
        int failed = cluster.masterPorts().get(0);
        int replica = cluster.replicaPorts().get(0);

        cluster.pause(replica);
        cluster.kill(failed);
        try {
            keyOnMaster.forEach((master, key) -> {
                if (master != failed) {
                    redis.value(String.class).set(key, "during");
                    assertThat(redis.value(String.class).get(key)).as("%s on master %d", key, master)
                            .isEqualTo("during");
                }
            });
            assertThatThrownBy(() -> RedisCalls.call("read", () -> redis.value(String.class)
                    .get(keyOnMaster.get(failed)))).isInstanceOf(StoreUnavailableException.class);
        } finally {
            cluster.resume(replica);
        }

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(250)).ignoreExceptions()
                .until(() -> "before".equals(redis.value(String.class).get(keyOnMaster.get(failed))));
    }
}
