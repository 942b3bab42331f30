package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An event keeps its {@code id}, {@code event} and {@code retry}; the id stays the last event id for later events
 * (WHATWG SSE), the type defaults to {@code message}, and a {@code retry} that is not all digits is ignored.
 */
class IdEventAndRetryAreKeptTest {

    @Test
    void theFieldsReachTheEvent() {
        DecodedEvents decoded = new DecodedEvents().feed("id: 7\nevent: progress\nretry: 1500\ndata: {}\n\n",
                "data: plain\nretry: soon\n\n", "id\nevent: log\ndata: x\n\n");

        assertThat(decoded.events).containsExactly(new SseEvent("7", "progress", "{}", 1500L),
                new SseEvent("7", "message", "plain", null), new SseEvent("", "log", "x", null));
    }
}
