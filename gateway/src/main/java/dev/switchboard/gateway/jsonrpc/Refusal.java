package dev.switchboard.gateway.jsonrpc;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A request refused before it could be served: authentication (401), scope (403) or quota (429). Unlike an in-band
 * error, its HTTP status and headers ({@code WWW-Authenticate}, {@code Retry-After}) must reach the client wherever the
 * transport can still carry them; where it cannot (an SSE stream already open), the JSON-RPC error alone says it.
 */
public final class Refusal extends McpException {

    private final transient Map<String, String> headers;

    public Refusal(int httpStatus, int code, String message, JsonNode data, Map<String, String> headers) {
        super(code, message, data, httpStatus);
        this.headers = Map.copyOf(headers);
    }

    @Override
    public Map<String, String> headers() {
        return headers;
    }
}
