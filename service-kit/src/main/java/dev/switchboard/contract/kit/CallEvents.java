package dev.switchboard.contract.kit;

import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a handler may report while it works. Events reach the client only when it asked for them (progress token, log
 * level) and the gateway streams the call; otherwise they are dropped here, so handlers never need to check.
 */
public interface CallEvents {

    /** Progress so far; {@code total} and {@code message} may be null. Values should increase. */
    void progress(double progress, Double total, String message);

    /** A log message at an RFC 5424 level ({@code debug} … {@code emergency}); {@code logger} may be null. */
    void log(String level, String logger, JsonNode data);

    /** True once the caller went away: a long handler should stop. */
    boolean cancelled();

    /**
     * Suggests that the gateway close the client's stream now and let the client resume it later (SEP-1699 polling):
     * useful before a long quiet stretch. The call goes on; what follows is replayed when the client reconnects.
     */
    default void suggestReconnect(Duration retryAfter) {
    }

    CallEvents NONE = new CallEvents() {
        @Override
        public void progress(double progress, Double total, String message) {
        }

        @Override
        public void log(String level, String logger, JsonNode data) {
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    };
}
