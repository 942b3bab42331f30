package dev.switchboard.gateway.relay;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.testing.SseReader;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static dev.switchboard.gateway.testing.Mcp.session;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** SEP-1699: the gateway closes a long call's stream with retry:, and GET with Last-Event-ID replays the rest. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StreamsResumeAfterLastEventIdTest {

    private static final Pattern ID = Pattern.compile("id: (\\S+)");

    @Test
    void aPausedStreamIsResumedWithItsMissingEventsAndTheResult() {
        awaitTool("fx_reconnect");
        String id = initialize("2025-11-25");
        String first = session(id, "tools/call",
                "{\"name\":\"fx_reconnect\",\"arguments\":{},\"_meta\":{\"progressToken\":\"p\"}}")
                .then().statusCode(200).extract().asString();

        assertThat(first).contains("retry: 100").contains("before the pause").doesNotContain("\"resumed\"");
        List<String> ids = ID.matcher(first).results().map(match -> match.group(1)).toList();
        String last = ids.get(ids.size() - 1);

        String resumed = given().header("Mcp-Session-Id", id).header("Last-Event-ID", last)
                .accept("text/event-stream").get("/mcp").then().statusCode(200).extract().asString();

        assertThat(resumed).containsSubsequence("after the pause", "\"resumed\":true").doesNotContain("before the pause");
    }

    @Test
    void anotherSessionsEventIdReplaysNothingAndOpensAFreshStream() {
        awaitTool("fx_reconnect");
        String owner = initialize("2025-11-25");
        String first = session(owner, "tools/call", "{\"name\":\"fx_reconnect\",\"arguments\":{},"
                + "\"_meta\":{\"progressToken\":\"p\"}}").asString();
        Matcher match = ID.matcher(first);
        assertThat(match.find()).isTrue();
        String stranger = initialize("2025-11-25");

        try (SseReader stream = SseReader.get("http://localhost:" + RestAssured.port + "/mcp",
                Map.of("Mcp-Session-Id", stranger, "Last-Event-ID", match.group(1), "Accept", "text/event-stream"))) {
            await().pollDelay(Duration.ofMillis(800)).atMost(Duration.ofSeconds(2)).until(() -> true);
            assertThat(stream.status()).isEqualTo(200);
            assertThat(stream.data()).noneMatch(line -> line.contains("pause") || line.contains("resumed"));
        }
    }
}
