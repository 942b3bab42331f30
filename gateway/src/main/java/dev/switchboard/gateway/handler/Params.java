package dev.switchboard.gateway.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.request.Target;

/** Reading request params the way every handler does. */
final class Params {

    private Params() {
    }

    /** A required, non-empty string param, or -32602 naming it. */
    static String requiredText(ObjectNode params, String field) {
        JsonNode value = params.get(field);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw McpException.invalidParams("params." + field + " is required and must be a string");
        }
        return value.asText();
    }

    /** The name (or URI) the request names, or -32602 naming {@code params.field} when it names none. */
    static String required(Target target, String field) {
        if (!target.named()) {
            throw McpException.invalidParams("params." + field + " is required and must be a string");
        }
        return target.name();
    }
}
