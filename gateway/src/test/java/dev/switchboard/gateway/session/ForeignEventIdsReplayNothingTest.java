package dev.switchboard.gateway.session;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** An event id from another session's stream replays nothing: the GET opens the session's own, fresh stream. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ForeignEventIdsReplayNothingTest {

    private static final Pattern ID = Pattern.compile("id: (\\S+)");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void anotherSessionsEventIdReplaysNothingAndOpensAFreshStream() {
        mcp.awaitTool("fx_reconnect");
        String first = mcp.session().open().request("tools/call", "{\"name\":\"fx_reconnect\",\"arguments\":{},"
                + "\"_meta\":{\"progressToken\":\"p\"}}").asString();
        Matcher match = ID.matcher(first);
        assertThat(match.find()).isTrue();
        McpSession stranger = mcp.session().open();
        stranger.request("resources/subscribe", "{\"uri\":\"fx://marker\"}").then().statusCode(200);

        try (SseStream stream = stranger.resume(match.group(1))) {
            assertThat(stream.awaitStatus()).isEqualTo(200);
            resourceUpdates.publish("fx://marker");
            stream.awaitData("fx://marker");

            assertThat(stream.data()).noneMatch(line -> line.contains("pause") || line.contains("resumed"));
        }
    }
}
