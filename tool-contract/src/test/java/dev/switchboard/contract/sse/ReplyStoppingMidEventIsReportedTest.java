package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A stream that ends after part of an event (before its blank line) is reported as having stopped mid-event; the
 * partial event is never dispatched. A stream that ends between events ends quietly.
 */
class ReplyStoppingMidEventIsReportedTest {

    @Test
    void theEndInsideAnEventIsAnError() {
        DecodedEvents decoded = new DecodedEvents().feed("event: progress\ndata: {}\n\n", "event: result\ndata: {\"re");

        assertThatThrownBy(decoded.decoder::end).isInstanceOfSatisfying(SseException.class,
                e -> assertThat(e.reason()).isEqualTo(SseException.Reason.ENDED_MID_EVENT))
                .hasMessageContaining("the reply stopped mid-event, after 50 bytes");
        assertThat(decoded.events).extracting(SseEvent::event).containsExactly("progress");
    }

    @Test
    void aFieldLineWithoutItsBlankLineIsStillMidEvent() {
        DecodedEvents decoded = new DecodedEvents().feed("event: result\ndata: {}\n");

        assertThatThrownBy(decoded.decoder::end).isInstanceOf(SseException.class);
        assertThat(decoded.events).isEmpty();
    }

    @Test
    void theEndBetweenEventsIsNoError() {
        DecodedEvents decoded = new DecodedEvents().feed("event: result\ndata: {}\n\n: bye\n");

        assertThatCode(decoded.decoder::end).doesNotThrowAnyException();
        assertThat(decoded.events).hasSize(1);
    }
}
