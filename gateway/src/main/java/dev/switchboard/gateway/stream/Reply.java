package dev.switchboard.gateway.stream;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.McpException;

/** What a front door answers over HTTP, decided before anything is written. */
public sealed interface Reply {

    int status();

    Map<String, String> headers();

    /** A JSON body. */
    record Json(int status, JsonNode body, Map<String, String> headers) implements Reply {

        public Json(int status, JsonNode body) {
            this(status, body, Map.of());
        }
    }

    /** No body, e.g. 202 for an accepted notification or 204 for a finished session. */
    record Empty(int status, Map<String, String> headers) implements Reply {

        public Empty(int status) {
            this(status, Map.of());
        }
    }

    static Reply error(JsonNode id, McpException e) {
        return new Json(e.httpStatus(), JsonRpc.error(id, e), e.headers());
    }

    static Reply error(int status, JsonNode id, int code, String message) {
        return new Json(status, JsonRpc.error(id, code, message, null));
    }
}
