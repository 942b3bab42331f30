package dev.switchboard.gateway.jsonrpc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Reading and writing JSON-RPC 2.0 envelopes. */
public final class JsonRpc {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonRpc() {
    }

    /** Classifies one message object, or fails with -32600 naming what is wrong with it. */
    public static JsonRpcMessage parse(JsonNode node) {
        if (!node.isObject()) {
            throw invalid("a JSON-RPC message must be a JSON object");
        }
        if (!"2.0".equals(node.path("jsonrpc").asText(null)) || !node.path("jsonrpc").isTextual()) {
            throw invalid("\"jsonrpc\" must be \"2.0\"");
        }
        JsonNode id = node.get("id");
        JsonNode method = node.get("method");
        if (method != null) {
            if (!method.isTextual() || method.asText().isEmpty()) {
                throw invalid("\"method\" must be a non-empty string");
            }
            JsonNode params = node.get("params");
            if (params != null && !params.isNull() && !params.isObject()) {
                throw invalid("\"params\" must be an object");
            }
            ObjectNode paramsObject = params instanceof ObjectNode object ? object : null;
            if (id == null) {
                return new JsonRpcMessage.Notification(method.asText(), paramsObject);
            }
            requireValidId(id);
            return new JsonRpcMessage.Request(id, method.asText(), paramsObject);
        }
        if (id != null && node.has("result")) {
            return new JsonRpcMessage.Response(id, node.get("result"));
        }
        if (id != null && node.has("error")) {
            return new JsonRpcMessage.ErrorResponse(id, node.get("error"));
        }
        throw invalid("a message needs \"method\" (request or notification) or \"result\"/\"error\" (response)");
    }

    public static ObjectNode result(JsonNode id, JsonNode result) {
        ObjectNode response = NODES.objectNode().put("jsonrpc", "2.0");
        response.set("id", id);
        response.set("result", result);
        return response;
    }

    public static ObjectNode error(JsonNode id, int code, String message, JsonNode data) {
        ObjectNode response = NODES.objectNode().put("jsonrpc", "2.0");
        if (id != null) {
            response.set("id", id);
        }
        response.set("error", errorObject(code, message, data));
        return response;
    }

    /** The {@code error} member alone: {@code {code, message, data?}} (what a failed task inlines). */
    public static ObjectNode errorObject(int code, String message, JsonNode data) {
        ObjectNode error = NODES.objectNode().put("code", code).put("message", message);
        if (data != null) {
            error.set("data", data);
        }
        return error;
    }

    public static ObjectNode errorObject(McpException e) {
        return errorObject(e.code(), e.getMessage(), e.data());
    }

    /** An error response whose {@code error} object is taken as it is (a client's error answer, passed on). */
    public static ObjectNode error(JsonNode id, JsonNode error) {
        ObjectNode response = NODES.objectNode().put("jsonrpc", "2.0");
        response.set("id", id);
        response.set("error", error);
        return response;
    }

    public static ObjectNode error(JsonNode id, McpException e) {
        return error(id, e.code(), e.getMessage(), e.data());
    }

    public static ObjectNode notification(String method, JsonNode params) {
        ObjectNode notification = NODES.objectNode().put("jsonrpc", "2.0").put("method", method);
        if (params != null) {
            notification.set("params", params);
        }
        return notification;
    }

    /** The id of a message that failed to parse, if one can be read, so the error can still echo it. */
    public static JsonNode idOf(JsonNode node) {
        JsonNode id = node == null ? null : node.get("id");
        return id != null && (id.isTextual() || id.isIntegralNumber()) ? id : NullNode.getInstance();
    }

    private static void requireValidId(JsonNode id) {
        if (!id.isTextual() && !id.isIntegralNumber()) {
            throw invalid("\"id\" must be a string or an integer");
        }
    }

    private static McpException invalid(String why) {
        return new McpException(ErrorCodes.INVALID_REQUEST, "Invalid request: " + why, null, 400);
    }
}
