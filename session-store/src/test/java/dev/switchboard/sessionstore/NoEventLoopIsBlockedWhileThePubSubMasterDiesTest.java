package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * On a Redis Cluster the listening connection goes to one master. When that master dies, the connection is made again
 * to another master without holding up an event loop: Vert.x's blocked-thread checker never fires between the kill and
 * the first message heard on the new connection. Its limit is 2 s, under the 2.4-2.9 s stalls a blocking reconnect
 * would cause, and above what a busy machine's scheduling costs a loop.
 */
@QuarkusTest
@TestProfile(NoEventLoopIsBlockedWhileThePubSubMasterDiesTest.OwnCluster.class)
class NoEventLoopIsBlockedWhileThePubSubMasterDiesTest {

    /** A cluster of this test's own (it kills a master), and the blocked-thread limit stated, with a stack trace. */
    public static class OwnCluster extends RedisClusterProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.vertx.max-event-loop-execute-time", "2S", "quarkus.vertx.warning-exception-time",
                    "2S");
        }
    }

    private static final Logger CHECKER = Logger.getLogger("io.vertx.core.impl.BlockedThreadChecker");

    private final List<String> blocked = new CopyOnWriteArrayList<>();
    private final Handler warnings = new Handler() {
        @Override
        public void publish(LogRecord record) {
            blocked.add(String.valueOf(record.getMessage()));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @Inject
    ResourceUpdates updates;

    @Inject
    RedisSubscriptions subscriptions;

    @InjectRedis
    LocalRedisCluster cluster;

    @BeforeEach
    void listenToTheChecker() {
        CHECKER.addHandler(warnings);
    }

    @AfterEach
    void stopListening() {
        CHECKER.removeHandler(warnings);
    }

    @Test
    void theListeningConnectionMovesToAnotherMasterWithoutBlockingAnEventLoop() {
        List<String> heard = new CopyOnWriteArrayList<>();
        updates.watch(update -> heard.add(update.uri()));
        await().atMost(Duration.ofSeconds(10)).until(() -> listeningOn() > 0);
        int listeningOn = listeningOn();
        assertThat(cluster.masterPorts()).contains(listeningOn);
        blocked.clear();

        cluster.kill(listeningOn);

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200)).until(() -> {
            try {
                updates.publish("test://after-the-listening-master-died");
            } catch (StoreUnavailableException e) {
                return false;
            }
            return subscriptions.connected() && heard.contains("test://after-the-listening-master-died");
        });
        assertThat(blocked).as("blocked-thread warnings while the listening master was replaced").isEmpty();
    }

    private int listeningOn() {
        return cluster.subscribers(ResourceUpdates.CHANNEL).entrySet().stream().filter(node -> node.getValue() == 1)
                .map(Map.Entry::getKey).findFirst().orElse(-1);
    }
}
