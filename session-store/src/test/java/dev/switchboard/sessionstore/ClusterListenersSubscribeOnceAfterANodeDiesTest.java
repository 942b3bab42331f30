package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;

/**
 * On a Redis Cluster the listening connection goes to one master. When another node dies, the process still hears
 * messages, and the cluster holds exactly one subscription of it.
 */
@QuarkusTest
@TestProfile(RedisClusterProfile.class)
class ClusterListenersSubscribeOnceAfterANodeDiesTest {

    @Inject
    ResourceUpdates updates;

    @Inject
    RedisSubscriptions subscriptions;

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void aListenerIsSubscribedOnceAgainAfterAnotherNodeDied() {
        List<String> heard = new CopyOnWriteArrayList<>();
        updates.watch(update -> heard.add(update.uri()));
        await().atMost(Duration.ofSeconds(5)).until(() -> total(cluster.subscribers(ResourceUpdates.CHANNEL)) == 1);
        int listeningOn = cluster.subscribers(ResourceUpdates.CHANNEL).entrySet().stream()
                .filter(node -> node.getValue() == 1).findFirst().orElseThrow().getKey();
        int victim = cluster.replicaPorts().stream().filter(port -> port != listeningOn).findFirst().orElseThrow();

        cluster.kill(victim);

        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200)).until(() -> {
            try {
                updates.publish("test://after-a-node-died");
            } catch (StoreUnavailableException e) {
                return false;
            }
            return subscriptions.connected() && heard.contains("test://after-a-node-died");
        });
        await().atMost(Duration.ofSeconds(5))
                .until(() -> total(cluster.subscribers(ResourceUpdates.CHANNEL)) == 1);
    }

    private static long total(Map<Integer, Long> perNode) {
        return perNode.values().stream().mapToLong(Long::longValue).sum();
    }
}
