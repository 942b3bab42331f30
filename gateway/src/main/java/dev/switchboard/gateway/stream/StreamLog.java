package dev.switchboard.gateway.stream;

import java.time.Duration;

import dev.switchboard.sessionstore.stream.EventLog;

/** Where a session-era stream's events are kept for resumption: one Redis stream per (session, stream). */
public record StreamLog(EventLog log, String sessionId, String streamId, int maxEvents, Duration ttl) {

    /** Stores an event and returns its SSE id. */
    public String append(String data) {
        return log.append(sessionId, streamId, data, maxEvents, ttl);
    }
}
