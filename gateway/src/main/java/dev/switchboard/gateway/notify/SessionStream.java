package dev.switchboard.gateway.notify;

import java.io.IOException;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.stream.SseStream;
import dev.switchboard.gateway.stream.StreamLog;

/**
 * The stream a session receives messages on outside any request: the session era's standalone GET stream (events
 * logged for resumption) or a 2024-11-05 HTTP+SSE stream (which carries everything, responses included).
 */
public final class SessionStream {

    private final String sessionId;
    private final String tenant;
    private final SseStream sse;
    private final StreamLog log;
    private final ObjectMapper json;

    /** @param log where events are kept for Last-Event-ID, or null (2024-11-05 streams cannot be resumed) */
    public SessionStream(String sessionId, String tenant, SseStream sse, StreamLog log, ObjectMapper json) {
        this.sessionId = sessionId;
        this.tenant = tenant;
        this.sse = sse;
        this.log = log;
        this.json = json;
    }

    public String sessionId() {
        return sessionId;
    }

    /** The tenant of the session's principal: only its resource updates reach this stream. */
    public String tenant() {
        return tenant;
    }

    public SseStream sse() {
        return sse;
    }

    public synchronized void send(ObjectNode message) {
        String data;
        try {
            data = json.writeValueAsString(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String id = log == null ? null : log.append(data);
        sse.event(id, log == null ? "message" : null, data);
    }
}
