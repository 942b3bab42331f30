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
class UpstreamProgressStreamsBeforeTheResultTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void progressOfAStreamableHttpToolComesAsProgressEvents() {
        String stream = callToolStreamed("remote_count_slowly", body(arguments().put("steps", 3)));

        assertThat(stream).contains("event: progress\ndata: {\"progress\":1.0,\"total\":3.0,\"message\":\"step 1\"}")
                .contains("\"progress\":3.0");
        assertThat(stream.indexOf("event: progress")).isLessThan(stream.indexOf("event: result"));
        assertThat(stream).contains("Counted to 3");
    }

    @Test
    void progressOfAStdioToolComesAsProgressEvents() {
        String stream = callToolStreamed("everything_trigger-long-running-operation",
                body(arguments().put("duration", 1).put("steps", 2)));

        assertThat(stream).contains("event: progress\ndata: {\"progress\":1.0,\"total\":2.0}")
                .contains("event: progress\ndata: {\"progress\":2.0,\"total\":2.0}")
                .contains("Long running operation completed");
    }
}
