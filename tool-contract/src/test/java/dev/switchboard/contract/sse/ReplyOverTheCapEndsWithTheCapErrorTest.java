package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Small events adding up to more than the reply cap end the stream with an error naming the cap and its setting. */
class ReplyOverTheCapEndsWithTheCapErrorTest {

    @Test
    void theChunkThatPassesTheCapIsRefused() {
        DecodedEvents decoded = new DecodedEvents(DecodedEvents.EVENT_CAP,
                new SseLimit(2 * 1024 * 1024, "bridge.forward.max-reply-size"));
        String progress = "event: progress\ndata: {\"progress\":1}\n\n".repeat(1024);

        assertThatThrownBy(() -> {
            for (int written = 0; written <= 3 * 1024 * 1024; written += progress.length()) {
                decoded.feed(progress);
            }
        }).isInstanceOfSatisfying(SseException.class,
                e -> assertThat(e.reason()).isEqualTo(SseException.Reason.REPLY_TOO_LARGE))
                .hasMessage("the reply is larger than 2 MiB; raise bridge.forward.max-reply-size to accept larger "
                        + "ones");
        assertThat(decoded.events).hasSize(1024 * (2 * 1024 * 1024 / progress.length()));
    }
}
