package dev.switchboard.gateway.dispatch;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.sessionstore.Principal;

/**
 * What the dispatcher needs to know about one request, whatever door it came through: era and version, who is
 * asking, what the client can do, and what it wants streamed back.
 *
 * @param sessionId session-era session, or null
 * @param progressToken the client's progress token, or null when it wants no progress
 * @param logLevel the lowest log level the client wants for this request, or null for none
 */
public record RequestContext(
        Era era,
        String protocolVersion,
        Principal principal,
        JsonNode clientCapabilities,
        JsonNode requestId,
        String sessionId,
        JsonNode progressToken,
        String logLevel) {

    public RequestContext {
        Objects.requireNonNull(era, "era");
        Objects.requireNonNull(principal, "principal");
        clientCapabilities = clientCapabilities == null ? JsonNodeFactory.instance.objectNode() : clientCapabilities;
    }

    public String requestIdText() {
        return requestId == null || requestId.isNull() ? null : requestId.asText();
    }
}
