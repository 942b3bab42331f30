package dev.switchboard.gateway.jsonrpc;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A protocol failure that becomes a JSON-RPC error response: its code, a message a person can act on, optional
 * {@code data}, and the HTTP status the transport should use when it has a choice.
 */
public class McpException extends RuntimeException {

    private final int code;
    private final transient JsonNode data;
    private final int httpStatus;

    public McpException(int code, String message, JsonNode data, int httpStatus) {
        super(message);
        this.code = code;
        this.data = data;
        this.httpStatus = httpStatus;
    }

    public McpException(int code, String message) {
        this(code, message, null, 200);
    }

    public static McpException invalidParams(String message) {
        return new McpException(ErrorCodes.INVALID_PARAMS, message);
    }

    public static McpException invalidParams(String message, JsonNode data) {
        return new McpException(ErrorCodes.INVALID_PARAMS, message, data, 200);
    }

    public static McpException methodNotFound(String method) {
        return new McpException(ErrorCodes.METHOD_NOT_FOUND, "Method not found: " + method);
    }

    public int code() {
        return code;
    }

    public JsonNode data() {
        return data;
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** HTTP headers the refusal needs (see {@link Refusal}); none for an ordinary protocol error. */
    public Map<String, String> headers() {
        return Map.of();
    }

    /** The same error with another HTTP status (the transport decides what status an in-band error gets). */
    public McpException withHttpStatus(int status) {
        return new McpException(code, getMessage(), data, status);
    }
}
