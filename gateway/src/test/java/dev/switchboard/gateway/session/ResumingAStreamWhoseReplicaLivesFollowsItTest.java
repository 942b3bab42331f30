package dev.switchboard.gateway.session;

import java.time.Duration;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.bus.ReplicaLiveness;
import dev.switchboard.sessionstore.stream.EventLog;
import dev.switchboard.sessionstore.stream.StreamOwner;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A call's stream owned by another replica that is alive (its liveness key renewed): resuming it waits and relays the
 * owner's later response, never an error of its own.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ResumingAStreamWhoseReplicaLivesFollowsItTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    EventLog eventLog;

    @Inject
    ReplicaLiveness liveness;

    @Test
    void theResumedStreamRelaysTheOwnersResponse() {
        McpSession session = mcp.session().open();
        String streamId = "live" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        StreamOwner otherReplica = new StreamOwner("replica-alive-" + UUID.randomUUID(), "8");
        liveness.beat(otherReplica.replicaId(), Duration.ofMinutes(1));
        String priming = eventLog.append(session.id(), streamId, otherReplica, "", 1000, Duration.ofMinutes(10));

        try (SseStream resumed = session.resume(priming)) {
            resumed.awaitStatus();
            String progress = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":"
                    + "{\"progressToken\":\"p\",\"progress\":1}}";
            eventLog.append(session.id(), streamId, otherReplica, progress, 1000, Duration.ofMinutes(10));
            resumed.awaitData("notifications/progress");
            eventLog.append(session.id(), streamId, otherReplica,
                    "{\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{\"content\":[],\"isError\":false}}", 1000,
                    Duration.ofMinutes(10));

            resumed.awaitEnd();
            assertThat(resumed.data()).filteredOn(line -> !line.isEmpty()).satisfiesExactly(
                    relayed -> assertThat(relayed).isEqualTo(progress),
                    result -> assertThat(result).contains("\"result\"").doesNotContain("\"error\""));
        }
    }
}
