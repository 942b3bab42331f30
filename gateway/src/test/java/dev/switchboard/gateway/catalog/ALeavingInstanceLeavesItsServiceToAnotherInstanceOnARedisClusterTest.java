package dev.switchboard.gateway.catalog;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link ALeavingInstanceLeavesItsServiceToAnotherInstanceTest}'s scenario on a real Redis Cluster: the registry
 * script's four keys share one hash slot. With the tests' short departure grace, a call answered "temporarily
 * unavailable" after the leaving still fails it.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class ALeavingInstanceLeavesItsServiceToAnotherInstanceOnARedisClusterTest
        extends ALeavingInstanceLeavesItsServiceToAnotherInstanceTest {
}
