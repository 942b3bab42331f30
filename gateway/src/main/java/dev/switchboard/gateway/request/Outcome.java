package dev.switchboard.gateway.request;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.protocol.CacheHint;

/** What a method handler produced, for the era adapter to shape and send. Protocol failures are thrown instead. */
public sealed interface Outcome {

    /** A result in contract shape; {@code cache} says how long a 2026-07-28 client may reuse it. */
    record Result(ObjectNode result, CacheHint cache) implements Outcome {

        public Result(ObjectNode result) {
            this(result, CacheHint.NONE);
        }
    }

    /** {@code initialize} opened a session: its result, and the id the client must send from now on. */
    record SessionOpened(ObjectNode result, String sessionId) implements Outcome {
    }

    /** The handler keeps answering on the request's stream until either side closes it ({@code subscriptions/listen}). */
    record Streaming() implements Outcome {
    }
}
