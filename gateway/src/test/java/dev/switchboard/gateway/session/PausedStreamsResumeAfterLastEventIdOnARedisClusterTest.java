package dev.switchboard.gateway.session;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link PausedStreamsResumeAfterLastEventIdTest}'s scenario on a real Redis Cluster: a stream's log and its owner share the
 * session's slot.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class PausedStreamsResumeAfterLastEventIdOnARedisClusterTest extends PausedStreamsResumeAfterLastEventIdTest {
}
