package dev.switchboard.gateway.jsonrpc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** One JSON-RPC 2.0 message as it arrived; ids stay JSON (string or number) so they are echoed exactly. */
public sealed interface JsonRpcMessage {

    record Request(JsonNode id, String method, ObjectNode params) implements JsonRpcMessage {
    }

    record Notification(String method, ObjectNode params) implements JsonRpcMessage {
    }

    /** A client's answer to a server→client request. */
    record Response(JsonNode id, JsonNode result) implements JsonRpcMessage {
    }

    /** A client's error answer to a server→client request. */
    record ErrorResponse(JsonNode id, JsonNode error) implements JsonRpcMessage {
    }
}
