package dev.switchboard.gateway.task;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** {@link TaskSupportingCallsBecomeTasksTest}'s scenario on a real Redis Cluster: a task's transitions run on its own slot. */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class TaskSupportingCallsBecomeTasksOnARedisClusterTest extends TaskSupportingCallsBecomeTasksTest {
}
