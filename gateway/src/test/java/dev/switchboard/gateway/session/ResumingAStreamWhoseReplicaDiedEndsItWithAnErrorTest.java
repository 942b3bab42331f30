package dev.switchboard.gateway.session;

import java.time.Duration;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

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
 * A call's stream whose replica died (a replica id that never heartbeats, writing the log as the dying replica did):
 * resuming it replays what was logged, then ends with an error for the request instead of waiting for an answer that
 * will never come; a second resume ends the same way, with the same single error.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ResumingAStreamWhoseReplicaDiedEndsItWithAnErrorTest {

    private static final String PROGRESS = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\","
            + "\"params\":{\"progressToken\":\"p\",\"progress\":1,\"message\":\"before the replica died\"}}";

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    EventLog eventLog;

    @Test
    void theResumedStreamEndsWithAnErrorForTheRequest() {
        McpSession session = mcp.session().open();
        String streamId = "dead" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        StreamOwner deadReplica = new StreamOwner("replica-killed-" + UUID.randomUUID(), "7");
        String priming = eventLog.append(session.id(), streamId, deadReplica, "", 1000, Duration.ofMinutes(10));
        eventLog.append(session.id(), streamId, deadReplica, PROGRESS, 1000, Duration.ofMinutes(10));

        for (int resume = 1; resume <= 2; resume++) {
            try (SseStream resumed = session.resume(priming)) {
                String error = resumed.awaitData("\"id\":7");
                resumed.awaitEnd();

                assertThat(error).contains("\"code\":-32603").contains("replica running this request stopped")
                        .contains("may or may not have completed").contains("\"reason\":\"replica_stopped\"");
                assertThat(resumed.data()).filteredOn(line -> !line.isEmpty()).satisfiesExactly(
                        progress -> assertThat(progress).contains("before the replica died"),
                        end -> assertThat(end).isEqualTo(error));
            }
        }
    }
}
