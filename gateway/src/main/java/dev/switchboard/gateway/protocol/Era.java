package dev.switchboard.gateway.protocol;

import com.fasterxml.jackson.databind.JsonNode;

/** Which protocol generation a request speaks; decides envelope rules, result shapes and error codes. */
public enum Era {
    /** 2026-07-28: stateless, {@code _meta} on every request. */
    STATELESS,
    /** 2025-03-26 … 2025-11-25 Streamable HTTP with {@code Mcp-Session-Id}. */
    SESSION,
    /** 2024-11-05 HTTP+SSE. */
    HTTP_SSE,
    /** The seed "MCP 1.0" action API. */
    ACTION;

    /**
     * The era of a body POSTed to the Streamable HTTP endpoint, by the reference SDK's rule: a message whose
     * {@code params._meta} names a protocol version is 2026-07-28, anything else the session era. A batch is 2026-07-28
     * as soon as one of its messages is (and is then refused: that revision has no batches).
     */
    public static Era ofStreamableHttpBody(JsonNode body) {
        if (body.isArray()) {
            for (JsonNode element : body) {
                if (namesModernVersion(element)) {
                    return STATELESS;
                }
            }
            return SESSION;
        }
        return namesModernVersion(body) ? STATELESS : SESSION;
    }

    private static boolean namesModernVersion(JsonNode message) {
        return message.isObject() && message.path("params").path("_meta").has(MetaKeys.PROTOCOL_VERSION);
    }
}
