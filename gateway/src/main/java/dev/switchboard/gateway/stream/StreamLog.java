package dev.switchboard.gateway.stream;

import java.time.Duration;

import dev.switchboard.sessionstore.stream.EventLog;
import dev.switchboard.sessionstore.stream.StreamOwner;

/**
 * Where a session-era stream's events are kept for resumption: one Redis stream per (session, stream).
 *
 * @param owner this replica and the request a POST stream answers, recorded with each event; null for the standalone
 *        stream, which answers no request
 */
public record StreamLog(EventLog log, String sessionId, String streamId, StreamOwner owner, int maxEvents,
        Duration ttl) {

    /** Stores an event and returns its SSE id. */
    public String append(String data) {
        return owner == null ? log.append(sessionId, streamId, data, maxEvents, ttl)
                : log.append(sessionId, streamId, owner, data, maxEvents, ttl);
    }
}
