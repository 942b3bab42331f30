package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The {@code data:} lines of one event are joined with {@code \n}, one leading space stripped from each. */
class DataLinesJoinWithNewlinesTest {

    @Test
    void threeDataLinesAreOneValue() {
        DecodedEvents decoded = new DecodedEvents().feed("data: first\ndata:second\ndata:  third\n\n");

        assertThat(decoded.events).extracting(SseEvent::data).containsExactly("first\nsecond\n third");
    }
}
