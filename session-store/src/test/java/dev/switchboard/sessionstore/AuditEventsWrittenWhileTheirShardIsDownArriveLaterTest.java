package dev.switchboard.sessionstore;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.audit.AuditStream;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Audit events appended while the Redis Cluster shard of their tenant's trail is down (its master killed, its replica
 * not yet taken over) wait in memory, and are all in the trail, in order, once the replica has taken over.
 */
@QuarkusTest
@TestProfile(AuditEventsWrittenWhileTheirShardIsDownArriveLaterTest.OwnCluster.class)
class AuditEventsWrittenWhileTheirShardIsDownArriveLaterTest {

    /** A cluster of this test's own: it kills a master. */
    public static class OwnCluster extends RedisClusterProfile {
    }

    private static final int EVENTS = 20;

    @Inject
    AuditStream audit;

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void everyEventAppendedDuringTheOutageIsInTheTrailAfterIt() {
        audit.append("audited", "{\"n\":0}", 1000, 1000);
        await().atMost(Duration.ofSeconds(10)).until(() -> audit.newest("audited", 10).size() == 1);
        int failed = cluster.masterServing("sb:{audit:audited}");
        int replica = cluster.replicaPorts().get(cluster.masterPorts().indexOf(failed));

        cluster.pause(replica);
        cluster.kill(failed);
        try {
            for (int n = 1; n <= EVENTS; n++) {
                audit.append("audited", "{\"n\":" + n + "}", 1000, 1000);
            }
            await().atMost(Duration.ofSeconds(10)).until(() -> audit.waiting() == EVENTS);
        } finally {
            cluster.resume(replica);
        }

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(250)).ignoreExceptions()
                .until(() -> audit.newest("audited", 100).size() == EVENTS + 1);
        assertThat(audit.newest("audited", 100)).first().isEqualTo("{\"n\":" + EVENTS + "}");
        assertThat(audit.waiting()).isZero();
    }
}
