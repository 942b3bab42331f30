package dev.switchboard.gateway.handler;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link CacheableResultsAreServedFromRedisTest}'s scenario on a real Redis Cluster: cached results are single keys, found on
 * whichever master owns them.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class CacheableResultsAreServedFromRedisOnARedisClusterTest extends CacheableResultsAreServedFromRedisTest {
}
