package dev.switchboard.gateway.admin;

import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link AnAdminCancelsATenantsTaskTest}'s scenario on a real Redis Cluster: the tenant's task list is a key of its own, the
 * tasks' keys each in their own slot.
 */
@QuarkusTest
@TestProfile(SecuredGatewayOnARedisCluster.class)
class AnAdminCancelsATenantsTaskOnARedisClusterTest extends AnAdminCancelsATenantsTaskTest {
}
