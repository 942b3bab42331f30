package dev.switchboard.gateway.catalog;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link SilentServicesLeaveToolsListTest}'s scenario on a real Redis Cluster: the registry index is a set, never a SCAN across
 * nodes.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class SilentServicesLeaveToolsListOnARedisClusterTest extends SilentServicesLeaveToolsListTest {
}
