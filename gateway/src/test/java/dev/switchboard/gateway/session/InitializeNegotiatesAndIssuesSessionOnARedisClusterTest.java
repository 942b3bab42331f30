package dev.switchboard.gateway.session;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link InitializeNegotiatesAndIssuesSessionTest}'s scenario on a real Redis Cluster: the session is created by a script on
 * its own slot.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class InitializeNegotiatesAndIssuesSessionOnARedisClusterTest extends InitializeNegotiatesAndIssuesSessionTest {
}
