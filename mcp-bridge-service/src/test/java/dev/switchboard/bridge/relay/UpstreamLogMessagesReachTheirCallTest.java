package dev.switchboard.bridge.relay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callToolStreamed;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamLogMessagesReachTheirCallTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void logMessagesSentOnTheCallsOwnStreamBecomeLogEventsOfThatCall() {
        String stream = callToolStreamed("remote_count_slowly", body(arguments().put("steps", 2)));

        assertThat(stream)
                .contains("event: log\ndata: {\"level\":\"info\",\"logger\":\"counter\",\"data\":\"reached 1\"}")
                .contains("\"data\":\"reached 2\"");
    }

    @Test
    void aCallThatAskedForNoLogsGetsNone() {
        var quiet = body(arguments().put("steps", 2));
        ((com.fasterxml.jackson.databind.node.ObjectNode) quiet.get("context")).remove("logLevel");

        assertThat(callToolStreamed("remote_count_slowly", quiet)).doesNotContain("event: log")
                .contains("Counted to 2");
    }
}
