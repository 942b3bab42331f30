package dev.switchboard.gateway.tenant;

import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** {@link QuotasAnswer429Test}'s scenario on a real Redis Cluster: a tenant's quota keys share its hash tag. */
@QuarkusTest
@TestProfile(SecuredGatewayOnARedisCluster.class)
class QuotasAnswer429OnARedisClusterTest extends QuotasAnswer429Test {
}
