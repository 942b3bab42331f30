package dev.switchboard.gateway.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.forward.ServiceEvents;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.stream.Outbound;

/**
 * Everything one request may send back before its answer, and how it is cancelled. It turns a service's progress and
 * log events into {@code notifications/progress} (only with a progress token) and {@code notifications/message}
 * (only at or above the client's level) on the request's own stream.
 */
public final class RequestChannel implements ServiceEvents {

    private final Outbound stream;
    private final JsonNode progressToken;
    private final LogLevel logThreshold;
    private final String logLevel;
    private final boolean resumable;
    private final Cancellation cancellation;

    /**
     * @param stream the request's output, or null where nothing can be streamed (the action API)
     * @param progressToken the client's progress token, or null when it wants no progress
     * @param logLevel the lowest log level the client wants for this request, or null for none
     * @param resumable whether the stream can be paused and resumed (session-era POST streams)
     */
    public RequestChannel(Outbound stream, JsonNode progressToken, String logLevel, boolean resumable,
            Cancellation cancellation) {
        this.stream = stream;
        this.cancellation = cancellation;
        this.progressToken = progressToken;
        this.logLevel = logLevel;
        this.logThreshold = LogLevel.from(logLevel).orElse(null);
        this.resumable = resumable;
    }

    /** A channel that streams nothing (the action API). */
    public static RequestChannel silent() {
        return new RequestChannel(null, null, null, false, new Cancellation());
    }

    public Cancellation cancellation() {
        return cancellation;
    }

    /** The request's output, or null where nothing can be streamed. */
    public Outbound stream() {
        return stream;
    }

    public JsonNode progressToken() {
        return progressToken;
    }

    public String logLevel() {
        return logLevel;
    }

    @Override
    public boolean wanted() {
        return stream != null && (progressToken != null || logThreshold != null || resumable);
    }

    @Override
    public void progress(JsonNode event) {
        if (stream == null || progressToken == null || !event.isObject()) {
            return;
        }
        ObjectNode params = JsonNodeFactory.instance.objectNode();
        params.set("progressToken", progressToken);
        params.setAll((ObjectNode) event);
        stream.send(JsonRpc.notification("notifications/progress", params));
    }

    @Override
    public void log(JsonNode event) {
        if (stream == null || logThreshold == null) {
            return;
        }
        LogLevel level = LogLevel.from(event.path("level").asText()).orElse(null);
        if (level == null || !level.passes(logThreshold)) {
            return;
        }
        ObjectNode params = JsonNodeFactory.instance.objectNode().put("level", level.wireName());
        if (event.hasNonNull("logger")) {
            params.put("logger", event.get("logger").asText());
        }
        params.set("data", event.get("data"));
        stream.send(JsonRpc.notification("notifications/message", params));
    }

    @Override
    public void reconnect(long retryMs) {
        if (stream != null && resumable) {
            stream.pause(retryMs);
        }
    }
}
