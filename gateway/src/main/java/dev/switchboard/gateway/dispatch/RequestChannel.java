package dev.switchboard.gateway.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.forward.ServiceEvents;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.transport.Outbound;

/**
 * Everything one request may send back before its answer, and how it is cancelled. It turns a service's progress and
 * log events into {@code notifications/progress} (only with a progress token) and {@code notifications/message}
 * (only at or above the client's level) on the request's own stream.
 */
public final class RequestChannel implements ServiceEvents {

    private final Outbound stream;
    private final JsonNode progressToken;
    private final LogLevel logThreshold;
    private final boolean resumable;
    private final InputAsker asker;
    private final Cancellation cancellation;

    /**
     * @param stream the request's response, or null where nothing can be streamed (action API, batches)
     * @param asker how to ask the client for input, or null where the protocol cannot (2026 uses MRTR results)
     */
    public RequestChannel(Outbound stream, JsonNode progressToken, String logLevel, boolean resumable,
            InputAsker asker, Cancellation cancellation) {
        this.stream = stream;
        this.cancellation = cancellation;
        this.progressToken = progressToken;
        this.logThreshold = LogLevel.from(logLevel).orElse(null);
        this.resumable = resumable;
        this.asker = asker;
    }

    /** A channel that streams nothing and cannot ask the client anything. */
    public static RequestChannel silent() {
        return new RequestChannel(null, null, null, false, null, new Cancellation());
    }

    public Cancellation cancellation() {
        return cancellation;
    }

    public InputAsker asker() {
        return asker;
    }

    public Outbound stream() {
        return stream;
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
