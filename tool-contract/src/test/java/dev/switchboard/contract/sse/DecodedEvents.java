package dev.switchboard.contract.sse;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A decoder with generous caps that keeps what it dispatched, fed the tests' chunks as they write them. */
final class DecodedEvents {

    static final SseLimit EVENT_CAP = new SseLimit(4 * 1024 * 1024, "test.max-event-size");
    static final SseLimit REPLY_CAP = new SseLimit(16 * 1024 * 1024, "test.max-reply-size");

    final List<SseEvent> events = new ArrayList<>();
    final SseDecoder decoder;

    DecodedEvents() {
        this(EVENT_CAP, REPLY_CAP);
    }

    DecodedEvents(SseLimit eventCap, SseLimit replyCap) {
        decoder = new SseDecoder(eventCap, replyCap, events::add);
    }

    /** Feeds each chunk's UTF-8 bytes in turn. */
    DecodedEvents feed(String... chunks) {
        for (String chunk : chunks) {
            feed(chunk.getBytes(StandardCharsets.UTF_8));
        }
        return this;
    }

    DecodedEvents feed(byte[] chunk) {
        decoder.feed(chunk, 0, chunk.length);
        return this;
    }
}
