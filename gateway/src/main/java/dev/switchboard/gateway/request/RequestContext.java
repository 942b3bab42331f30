package dev.switchboard.gateway.request;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.sessionstore.Principal;

/**
 * One request, whatever door and era it came through, as the pipeline and every method handler see it: who asks
 * (admitted by the pipeline), in which era and version, with what client capabilities, which method with which params,
 * where its output goes, how it can get client input, and the era's rule for mirrored argument headers.
 *
 * @param id the JSON-RPC id (JSON null for the action API, which has none)
 * @param params never null ({@code {}} when the request had none)
 * @param target what the params name, read once (from {@code params} unless the adapter already read it)
 */
public record RequestContext(
        Era era,
        String protocolVersion,
        Caller caller,
        JsonNode clientCapabilities,
        JsonNode id,
        McpMethod method,
        ObjectNode params,
        RequestChannel channel,
        InputMode input,
        ArgumentHeaders argumentHeaders,
        Target target) {

    public RequestContext {
        Objects.requireNonNull(era, "era");
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(input, "input");
        clientCapabilities = clientCapabilities == null ? JsonNodeFactory.instance.objectNode() : clientCapabilities;
        params = params == null ? JsonNodeFactory.instance.objectNode() : params;
        argumentHeaders = argumentHeaders == null ? ArgumentHeaders.NONE : argumentHeaders;
        target = target == null ? Target.of(method, params) : target;
    }

    /** A request whose target is read from its params. */
    public RequestContext(Era era, String protocolVersion, Caller caller, JsonNode clientCapabilities, JsonNode id,
            McpMethod method, ObjectNode params, RequestChannel channel, InputMode input,
            ArgumentHeaders argumentHeaders) {
        this(era, protocolVersion, caller, clientCapabilities, id, method, params, channel, input, argumentHeaders,
                null);
    }

    public Principal principal() {
        return caller.principal();
    }

    /** The session-era session, or null. */
    public String sessionId() {
        return caller.sessionId();
    }

    public String requestIdText() {
        return id == null || id.isNull() ? null : id.asText();
    }
}
