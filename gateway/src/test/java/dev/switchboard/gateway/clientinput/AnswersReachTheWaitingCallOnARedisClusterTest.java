package dev.switchboard.gateway.clientinput;

import dev.switchboard.gateway.OnARedisCluster;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * {@link AnswersReachTheWaitingCallTest}'s scenario on a real Redis Cluster: the pending answer key sits in the session's slot
 * and the bus crosses nodes.
 */
@QuarkusTest
@TestProfile(OnARedisCluster.class)
class AnswersReachTheWaitingCallOnARedisClusterTest extends AnswersReachTheWaitingCallTest {
}
