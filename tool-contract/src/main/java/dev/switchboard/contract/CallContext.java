package dev.switchboard.contract;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * Who is calling and what their client can do, as the gateway tells a service. {@code progress} says the client wants
 * progress events; {@code logLevel} is the lowest level of log events it wants (absent: none); {@code sessionId} is the
 * caller's MCP session (session-era requests only; absent for 2026-07-28 stateless requests).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CallContext(
        String requestId,
        String tenant,
        String subject,
        JsonNode clientCapabilities,
        boolean progress,
        String logLevel,
        String sessionId) {

    public CallContext {
        clientCapabilities = clientCapabilities == null ? JsonNodeFactory.instance.objectNode() : clientCapabilities;
    }

    /** No caller information: for requests that arrive without a context. */
    public static CallContext none() {
        return new CallContext(null, null, null, null, false, null, null);
    }

    /** True when the client declared the named capability (e.g. {@code sampling}, {@code elicitation}, {@code roots}). */
    public boolean clientSupports(String capability) {
        return clientCapabilities.has(capability);
    }
}
