package dev.switchboard.gateway.admin;

import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link TheOverviewShowsReplicasCircuitsRedisAndTheCatalogueTest}'s scenario on a real Redis Cluster: one node answers INFO,
 * and the replicas' reports are one key.
 */
@QuarkusTest
@TestProfile(SecuredGatewayOnARedisCluster.class)
class TheOverviewShowsReplicasCircuitsRedisAndTheCatalogueOnARedisClusterTest
        extends TheOverviewShowsReplicasCircuitsRedisAndTheCatalogueTest {
}
