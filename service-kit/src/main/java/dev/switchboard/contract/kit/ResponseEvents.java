package dev.switchboard.contract.kit;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.LogLevel;
import dev.switchboard.contract.StreamEvents;
import io.vertx.core.http.HttpServerResponse;

/**
 * The {@link CallEvents} of one internal call. When the gateway accepts a stream, wanted events become SSE frames on
 * the response; otherwise they are dropped. Either way a closed connection marks the call cancelled.
 * <p>
 * A gateway that accepts JSON as well as a stream gets JSON unless an event is sent before the result: the response
 * turns into a stream at its first event. Most calls send none, and a plain JSON answer costs both sides less than a
 * stream of one event. A caller that accepts only a stream gets its result as a stream too; a refusal before the first
 * event keeps its HTTP status whatever the caller accepts (a 421 must reach the caller as 421 to be retried).
 */
final class ResponseEvents implements CallEvents {

    /** What the caller's {@code Accept} allows. */
    enum Mode {
        /** JSON only: events are dropped. */
        JSON,
        /** JSON, or a stream from the first event on. */
        STREAM_ON_FIRST_EVENT,
        /** A stream from the first event on, or for the result when no event came before it. */
        STREAM;

        static Mode of(String accept) {
            if (accept == null || !accept.contains("text/event-stream")) {
                return JSON;
            }
            return accept.contains("application/json") ? STREAM_ON_FIRST_EVENT : STREAM;
        }
    }

    private final HttpServerResponse response;
    private final ObjectMapper json;
    private final boolean eventsAccepted;
    private final boolean resultStreamed;
    private boolean streaming;
    private final boolean progressWanted;
    private final LogLevel logThreshold;
    private final AtomicBoolean cancelled = new AtomicBoolean();

    /**
     * The request as it arrived, for {@link PeerReplicas} only: its token is the gateway's credential, which tool code
     * never sees.
     */
    record Received(String path, byte[] body, String authorization) {
    }

    private final Received received;

    ResponseEvents(HttpServerResponse response, ObjectMapper json, Mode mode, CallContext context, Received received) {
        this.received = received;
        this.response = response;
        this.json = json;
        this.eventsAccepted = mode != Mode.JSON;
        this.resultStreamed = mode == Mode.STREAM;
        this.progressWanted = context.progress();
        this.logThreshold = LogLevel.from(context.logLevel()).orElse(null);
        response.closeHandler(ignored -> cancelled.set(true));
    }

    /** Whether the response has turned into a stream: the result must then be its last event. */
    synchronized boolean streaming() {
        return streaming;
    }

    /** Whether the result goes out as an event: in a stream already started, or to a caller that accepts only one. */
    synchronized boolean resultAsEvent() {
        return streaming || resultStreamed;
    }

    private void startStream() {
        if (!streaming) {
            streaming = true;
            response.setChunked(true)
                    .putHeader("Content-Type", "text/event-stream")
                    .putHeader("Cache-Control", "no-cache");
        }
    }

    @Override
    public void progress(double progress, Double total, String message) {
        if (!eventsAccepted || !progressWanted) {
            return;
        }
        ObjectNode event = json.createObjectNode().put("progress", progress);
        if (total != null) {
            event.put("total", total);
        }
        if (message != null) {
            event.put("message", message);
        }
        send(StreamEvents.PROGRESS, event);
    }

    @Override
    public void log(String level, String logger, JsonNode data) {
        LogLevel parsed = LogLevel.from(level)
                .orElseThrow(() -> new IllegalArgumentException("Unknown log level " + level));
        if (!eventsAccepted || logThreshold == null || !parsed.passes(logThreshold)) {
            return;
        }
        ObjectNode event = json.createObjectNode().put("level", parsed.wireName());
        if (logger != null) {
            event.put("logger", logger);
        }
        event.set("data", data);
        send(StreamEvents.LOG, event);
    }

    @Override
    public void suggestReconnect(Duration retryAfter) {
        if (eventsAccepted) {
            send(StreamEvents.RECONNECT, json.createObjectNode().put("retryMs", retryAfter.toMillis()));
        }
    }

    @Override
    public boolean cancelled() {
        return cancelled.get();
    }

    /** Writes one SSE frame ({@code event: NAME} and the JSON on one {@code data:} line), turning into a stream. */
    synchronized void send(String event, Object payload) {
        if (cancelled.get() || response.ended()) {
            return;
        }
        startStream();
        try {
            response.write("event: " + event + "\ndata: " + json.writeValueAsString(payload) + "\n\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot serialise " + event + " event", e);
        }
    }

    Received received() {
        return received;
    }
}
