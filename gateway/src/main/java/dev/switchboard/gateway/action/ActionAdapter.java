package dev.switchboard.gateway.action;

import java.io.IOException;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.pipeline.Pipeline;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestChannel;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.request.UnknownTool;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import io.vertx.ext.web.RoutingContext;

/**
 * The seed "MCP 1.0" action API, {@code POST /api/v1/actions}: {@code {"version":"1.0","action":{"name",
 * "parameters"}}} in, {@code {"version","status","result"|"error"}} out. An action is a {@code tools/call} through
 * the same pipeline as {@code /mcp}: same identity, policy, catalogue and validation; only the envelope differs.
 */
@ApplicationScoped
public class ActionAdapter {

    public static final String VERSION = "1.0";
    private static final InputMode NO_CLIENT_TO_ASK = InputMode.unavailable("it needs input from the client (such as a "
            + "model completion), which the 1.0 action API cannot provide; call the tool through MCP at /mcp");

    private final Pipeline pipeline;
    private final HttpReplies replies;
    private final ObjectMapper json;

    ActionAdapter(Pipeline pipeline, HttpReplies replies, ObjectMapper json) {
        this.pipeline = pipeline;
        this.replies = replies;
        this.json = json;
    }

    public void post(RoutingContext ctx) {
        replies.write(ctx.response(), answer(ctx));
    }

    private Reply answer(RoutingContext ctx) {
        JsonNode body;
        try {
            body = json.readTree(ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes());
        } catch (IOException e) {
            return error(400, "Request body is not valid JSON: send {\"version\":\"1.0\",\"action\":{\"name\":…,"
                    + "\"parameters\":{…}}}");
        }
        if (body == null || !body.isObject()) {
            return error(400,
                    "Request must be a JSON object: {\"version\":\"1.0\",\"action\":{\"name\":…,\"parameters\":{…}}}");
        }
        JsonNode version = body.get("version");
        if (version == null || version.isNull()) {
            return error(400, "Missing \"version\": this API speaks version \"1.0\"");
        }
        if (!version.isTextual() || !version.asText().equals(VERSION)) {
            return error(400, "Unsupported version " + version + ": this API speaks version \"1.0\"");
        }
        JsonNode action = body.get("action");
        if (action == null || !action.isObject()) {
            return error(400, "Missing \"action\": send {\"name\":\"<action>\",\"parameters\":{…}}");
        }
        JsonNode name = action.get("name");
        if (name == null || !name.isTextual() || name.asText().isBlank()) {
            return error(400, "Missing \"action.name\": the name of the tool to run (tools/list on /mcp lists them)");
        }
        JsonNode parameters = action.get("parameters");
        if (parameters != null && !parameters.isNull() && !parameters.isObject()) {
            return error(400, "\"action.parameters\" must be a JSON object");
        }
        try {
            Caller caller = pipeline.admit(new Arrival(Era.ACTION, ctx, null, false));
            ObjectNode params = json.createObjectNode().put("name", name.asText());
            params.set("arguments", parameters);
            Outcome outcome = pipeline.handleAndWait(new RequestContext(Era.ACTION, VERSION, caller, json.createObjectNode(),
                    NullNode.getInstance(), McpMethod.TOOLS_CALL, params, RequestChannel.silent(), NO_CLIENT_TO_ASK,
                    null));
            return switch (outcome) {
                case Outcome.Result result -> success(result.result());
                case Outcome.SessionOpened opened -> throw new IllegalStateException("an action opened a session");
                case Outcome.Streaming streaming -> throw new IllegalStateException("an action cannot stream");
            };
        } catch (UnknownTool e) {
            return error(404, "Unknown action '" + name.asText() + "'. Available actions: "
                    + String.join(", ", e.available()));
        } catch (McpException e) {
            return new Reply.Json(e.httpStatus() >= 400 ? e.httpStatus() : 400, errorBody(e.getMessage()),
                    e.headers());
        }
    }

    private Reply success(ObjectNode result) {
        if (result.path("isError").asBoolean(false)) {
            return error(200, textOf(result));
        }
        ObjectNode reply = envelope("success");
        JsonNode structured = result.get("structuredContent");
        reply.set("result", structured != null ? structured : json.createObjectNode().set("content", result.get("content")));
        return new Reply.Json(200, reply);
    }

    private Reply error(int status, String message) {
        return new Reply.Json(status, errorBody(message), Map.of());
    }

    private ObjectNode errorBody(String message) {
        return envelope("error").put("error", message);
    }

    private ObjectNode envelope(String status) {
        return json.createObjectNode().put("version", VERSION).put("status", status);
    }

    private static String textOf(ObjectNode result) {
        StringBuilder text = new StringBuilder();
        for (JsonNode item : result.path("content")) {
            if (item.path("type").asText().equals("text")) {
                text.append(text.isEmpty() ? "" : "\n").append(item.path("text").asText());
            }
        }
        return text.isEmpty() ? "The action failed without a message" : text.toString();
    }
}
