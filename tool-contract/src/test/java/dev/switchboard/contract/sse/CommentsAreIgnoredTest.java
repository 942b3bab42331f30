package dev.switchboard.contract.sse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Lines starting with a colon are comments (keep-alives): they neither add to an event nor dispatch one. */
class CommentsAreIgnoredTest {

    @Test
    void commentsInsideAndBetweenEventsChangeNothing() {
        DecodedEvents decoded = new DecodedEvents().feed(": keep-alive\n\n", "event: result\n:data: no\n",
                "data: yes\n: still the same event\n\n");

        assertThat(decoded.events).containsExactly(new SseEvent(null, "result", "yes", null));
    }
}
