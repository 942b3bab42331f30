package dev.switchboard.gateway.session;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** SEP-1699: a service may have a long call's stream closed with {@code retry:}; GET with Last-Event-ID replays the rest. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PausedStreamsResumeAfterLastEventIdTest {

    private static final Pattern ID = Pattern.compile("id: (\\S+)");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aPausedStreamIsResumedWithItsMissingEventsAndTheResult() {
        mcp.awaitTool("fx_reconnect");
        McpSession session = mcp.session().open();
        String first = session.request("tools/call",
                "{\"name\":\"fx_reconnect\",\"arguments\":{},\"_meta\":{\"progressToken\":\"p\"}}")
                .then().statusCode(200).extract().asString();

        assertThat(first).contains("retry: 100").contains("before the pause").doesNotContain("\"resumed\"");
        List<String> ids = ID.matcher(first).results().map(match -> match.group(1)).toList();

        try (SseStream resumed = session.resume(ids.get(ids.size() - 1))) {
            resumed.awaitData("\"resumed\":true");
            assertThat(resumed.data()).filteredOn(line -> !line.isEmpty())
                    .satisfiesExactly(progress -> assertThat(progress).contains("after the pause"),
                            result -> assertThat(result).contains("\"resumed\":true"));
        }
    }
}
