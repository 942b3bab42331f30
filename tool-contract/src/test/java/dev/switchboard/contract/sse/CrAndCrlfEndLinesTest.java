package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** CR and CRLF end lines as LF does (WHATWG SSE), also when a CRLF is cut between two chunks. */
class CrAndCrlfEndLinesTest {

    @Test
    void everyLineEndingFramesTheSameEvents() {
        DecodedEvents decoded = new DecodedEvents().feed("event: a\r\ndata: 1\r\ndata: 2\r\n\r\n",
                "event: b\rdata: 3\r\r", "event: c\r", "\ndata: 4\r", "\n\r", "\n");

        assertThat(decoded.events).extracting(SseEvent::event, SseEvent::data).containsExactly(
                tuple("a", "1\n2"), tuple("b", "3"),
                tuple("c", "4"));
    }
}
