package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An event larger than the event cap ends the stream with an error naming the cap and its setting, as soon as the
 * cap is passed: the decoder never holds more than the cap, even of a line that has not ended.
 */
class EventOverTheCapEndsWithTheCapErrorTest {

    private final DecodedEvents decoded = new DecodedEvents(new SseLimit(1024, "gateway.forward.max-event-size"),
            DecodedEvents.REPLY_CAP);

    @Test
    void theLineThatPassesTheCapIsRefused() {
        decoded.feed("event: progress\ndata: small\n\n", "data: " + "x".repeat(600) + "\n");

        assertThatThrownBy(() -> decoded.feed("data: " + "y".repeat(600)))
                .isInstanceOfSatisfying(SseException.class,
                        e -> assertThat(e.reason()).isEqualTo(SseException.Reason.EVENT_TOO_LARGE))
                .hasMessage("an event of the reply is larger than 1 KiB; raise gateway.forward.max-event-size to "
                        + "accept larger ones");
        assertThat(decoded.events).extracting(SseEvent::data).containsExactly("small");
    }
}
