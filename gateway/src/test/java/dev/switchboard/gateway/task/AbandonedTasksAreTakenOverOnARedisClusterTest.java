package dev.switchboard.gateway.task;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link AbandonedTasksAreTakenOverTest}'s scenario on a real Redis Cluster: the lease index is one key, read without scanning.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class AbandonedTasksAreTakenOverOnARedisClusterTest extends AbandonedTasksAreTakenOverTest {
}
