package dev.switchboard.gateway.task;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link SessionEraTaskInputArrivesOnTasksResultTest}'s scenario on a real Redis Cluster: input rounds touch only the task's
 * hash-tagged keys.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class SessionEraTaskInputArrivesOnTasksResultOnARedisClusterTest extends SessionEraTaskInputArrivesOnTasksResultTest {
}
