package dev.switchboard.gateway.session;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link DeleteEndsSessionTest}'s scenario on a real Redis Cluster: the session's keys share one slot, so DELETE ends them
 * together.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class DeleteEndsSessionOnARedisClusterTest extends DeleteEndsSessionTest {
}
