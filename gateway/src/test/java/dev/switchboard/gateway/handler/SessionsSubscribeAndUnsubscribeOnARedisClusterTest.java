package dev.switchboard.gateway.handler;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link SessionsSubscribeAndUnsubscribeTest}'s scenario on a real Redis Cluster: a session's subscriptions live in its slot.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class SessionsSubscribeAndUnsubscribeOnARedisClusterTest extends SessionsSubscribeAndUnsubscribeTest {
}
