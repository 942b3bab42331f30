package dev.switchboard.conformance.events;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.conformance.InternalCalls.Frame;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.streamTool;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ProgressAndLogEventsStreamBeforeTheResultTest {

    private static ObjectNode wanting(boolean progress, String logLevel) {
        ObjectNode context = InternalCalls.context().put("progress", progress);
        if (logLevel != null) {
            context.put("logLevel", logLevel);
        }
        return call(InternalCalls.fields(), context);
    }

    private static List<String> names(List<Frame> frames) {
        return frames.stream().map(Frame::event).toList();
    }

    @Test
    void progressGoes0To50To100Of100ThenTheResult() {
        List<Frame> frames = streamTool("test_tool_with_progress", wanting(true, null));

        assertThat(names(frames)).containsExactly("progress", "progress", "progress", "result");
        assertThat(frames.subList(0, 3)).extracting(frame -> frame.data().path("progress").asDouble())
                .containsExactly(0.0, 50.0, 100.0);
        assertThat(frames.subList(0, 3)).allSatisfy(frame -> assertThat(frame.data().path("total").asDouble())
                .isEqualTo(100.0));
        assertThat(frames.get(3).data().path("content").get(0).path("text").asText()).contains("0, 50 and 100");
    }

    @Test
    void loggingToolSendsThreeInfoMessagesWhenLogsAreWanted() {
        List<Frame> frames = streamTool("test_tool_with_logging", wanting(false, "debug"));

        assertThat(names(frames)).containsExactly("log", "log", "log", "result");
        assertThat(frames.subList(0, 3)).allSatisfy(frame -> {
            assertThat(frame.data().path("level").asText()).isEqualTo("info");
            assertThat(frame.data().path("logger").asText()).isEqualTo("conformance");
        });
        assertThat(frames.subList(0, 3)).extracting(frame -> frame.data().path("data").asText())
                .containsExactly(ToolWithLoggingTool.MESSAGES);
    }

    @Test
    void logsBelowTheRequestedLevelAreLeftOut() {
        List<Frame> frames = streamTool("test_logging_tool", wanting(false, "info"));

        assertThat(names(frames)).containsExactly("log", "log", "result");
        assertThat(frames.subList(0, 2)).extracting(frame -> frame.data().path("level").asText())
                .containsExactly("info", "warning");
    }

    @Test
    void withoutALogLevelOrProgressTokenOnlyTheResultIsStreamed() {
        assertThat(names(streamTool("test_logging_tool", wanting(false, null)))).containsExactly("result");
        assertThat(names(streamTool("test_tool_with_logging", wanting(false, null)))).containsExactly("result");
        assertThat(names(streamTool("test_tool_with_progress", wanting(false, null)))).containsExactly("result");
    }

    @Test
    void reconnectionSuggestsAReconnectFirstAndAnswersAfterwards() {
        List<Frame> frames = streamTool("test_reconnection", wanting(false, null));

        assertThat(names(frames)).containsExactly("reconnect", "result");
        assertThat(frames.get(0).data().path("retryMs").asLong()).isEqualTo(ReconnectionTool.RETRY.toMillis());
        assertThat(frames.get(1).data().path("isError").isMissingNode()).isTrue();
    }
}
