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
 * The {@link CallEvents} of one internal call. When the gateway asked for a stream, wanted events become SSE frames
 * on the response; otherwise they are dropped. Either way a closed connection marks the call cancelled.
 */
final class ResponseEvents implements CallEvents {

    private final HttpServerResponse response;
    private final ObjectMapper json;
    private final boolean streaming;
    private final boolean progressWanted;
    private final LogLevel logThreshold;
    private final AtomicBoolean cancelled = new AtomicBoolean();

    private final String gatewayAuthorization;

    ResponseEvents(HttpServerResponse response, ObjectMapper json, boolean streaming, CallContext context,
            String gatewayAuthorization) {
        this.gatewayAuthorization = gatewayAuthorization;
        this.response = response;
        this.json = json;
        this.streaming = streaming;
        this.progressWanted = context.progress();
        this.logThreshold = LogLevel.from(context.logLevel()).orElse(null);
        response.closeHandler(ignored -> cancelled.set(true));
        if (streaming) {
            response.setChunked(true)
                    .putHeader("Content-Type", "text/event-stream")
                    .putHeader("Cache-Control", "no-cache");
        }
    }

    boolean streaming() {
        return streaming;
    }

    @Override
    public void progress(double progress, Double total, String message) {
        if (!streaming || !progressWanted) {
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
        if (!streaming || logThreshold == null || !parsed.passes(logThreshold)) {
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
        if (streaming) {
            send(StreamEvents.RECONNECT, json.createObjectNode().put("retryMs", retryAfter.toMillis()));
        }
    }

    @Override
    public boolean cancelled() {
        return cancelled.get();
    }

    /** Writes one SSE frame: {@code event: NAME} and the JSON on one {@code data:} line. */
    void send(String event, Object payload) {
        if (cancelled.get() || response.ended()) {
            return;
        }
        try {
            response.write("event: " + event + "\ndata: " + json.writeValueAsString(payload) + "\n\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot serialise " + event + " event", e);
        }
    }

    @Override
    public String gatewayAuthorization() {
        return gatewayAuthorization;
    }
}
