package dev.switchboard.sessionstore;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.quota.QuotaStore;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.RedisClusterProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A call that ends while its tenant's quota shard fails over gives its slot back all the same, once the replica has
 * taken over: the tenant's calls are not counted as running until the slot's lease (ten minutes here) runs out.
 */
@QuarkusTest
@TestProfile(ACallSlotGivenBackWhileItsShardFailsOverIsFreedAfterTest.OwnCluster.class)
class ACallSlotGivenBackWhileItsShardFailsOverIsFreedAfterTest {

    /** A cluster of this test's own: it kills a master. */
    public static class OwnCluster extends RedisClusterProfile {
    }

    private static final Duration LEASE = Duration.ofMinutes(10);

    @Inject
    QuotaStore quotas;

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void theSlotIsFreedAfterTheFailover() {
        String tenant = "slot-tenant";
        int master = cluster.masterServing("sb:{q:" + tenant + "}:calls");
        int replica = cluster.replicaPorts().get(cluster.masterPorts().indexOf(master));
        assertThat(quotas.admit(tenant, "client", 0, 0, 1, "first-call", LEASE, LEASE).admitted()).isTrue();

        cluster.pause(replica);
        cluster.kill(master);
        try {
            // As the gateway does when a call ends: the release runs apart from the call, which never fails for it.
            quotas.release(tenant, "first-call");
        } catch (StoreUnavailableException e) {
            // The gateway's executor logs it and goes on.
        } finally {
            cluster.resume(replica);
        }

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(250)).ignoreExceptions()
                .until(() -> quotas.admit(tenant, "client", 0, 0, 1, "second-call", LEASE, LEASE).admitted());
    }
}
