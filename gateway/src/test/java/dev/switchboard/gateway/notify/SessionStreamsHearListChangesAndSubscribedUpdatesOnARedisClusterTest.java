package dev.switchboard.gateway.notify;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link SessionStreamsHearListChangesAndSubscribedUpdatesTest}'s scenario on a real Redis Cluster: classic pub/sub reaches the
 * one node the gateway listens on.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class SessionStreamsHearListChangesAndSubscribedUpdatesOnARedisClusterTest
        extends SessionStreamsHearListChangesAndSubscribedUpdatesTest {
}
