package dev.switchboard.gateway.transport;

import java.io.IOException;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.dispatch.CallOutcome;
import dev.switchboard.gateway.dispatch.Dispatcher;
import dev.switchboard.gateway.dispatch.InputRound;
import dev.switchboard.gateway.dispatch.RequestChannel;
import dev.switchboard.gateway.dispatch.RequestContext;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.security.PrincipalResolver;
import io.vertx.ext.web.RoutingContext;

/**
 * The seed "MCP 1.0" action API, {@code POST /api/v1/actions}: {@code {"version":"1.0","action":{"name",
 * "parameters"}}} in, {@code {"version","status","result"|"error"}} out. It goes through the same dispatcher as
 * {@code /mcp}: same catalogue, validation and policy.
 */
@ApplicationScoped
public class ActionApi {

    public static final String VERSION = "1.0";

    private final Dispatcher dispatcher;
    private final ToolCatalog catalog;
    private final PrincipalResolver principals;
    private final HttpReplies replies;
    private final ObjectMapper json;

    ActionApi(Dispatcher dispatcher, ToolCatalog catalog, PrincipalResolver principals, HttpReplies replies,
            ObjectMapper json) {
        this.dispatcher = dispatcher;
        this.catalog = catalog;
        this.principals = principals;
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
            return error(400, "Missing \"action.name\": the action to run, e.g. \"analyzeText\"");
        }
        JsonNode parameters = action.get("parameters");
        if (parameters != null && !parameters.isNull() && !parameters.isObject()) {
            return error(400, "\"action.parameters\" must be a JSON object");
        }
        if (catalog.snapshot().tool(name.asText()).isEmpty()) {
            return error(404, "Unknown action '" + name.asText() + "'. Available actions: "
                    + String.join(", ", catalog.snapshot().tools().keySet()));
        }
        RequestContext context = new RequestContext(Era.ACTION, VERSION, principals.resolve(ctx.request()),
                json.createObjectNode(), NullNode.getInstance(), null, null, null);
        CallOutcome outcome;
        try {
            outcome = dispatcher.callTool(context, name.asText(), parameters, InputRound.FIRST,
                    RequestChannel.silent());
        } catch (McpException e) {
            return error(400, e.getMessage());
        }
        return success(name.asText(), outcome);
    }

    private Reply success(String action, CallOutcome outcome) {
        ObjectNode result = outcome.result();
        if (!outcome.isComplete()) {
            return error(200, "Action '" + action + "' needs input from the client (such as a model completion), "
                    + "which the 1.0 action API cannot provide; call the tool through MCP at /mcp");
        }
        if (outcome.isError()) {
            return error(200, textOf(result));
        }
        ObjectNode reply = envelope("success");
        JsonNode structured = result.get("structuredContent");
        reply.set("result", structured != null ? structured : json.createObjectNode().set("content", result.get("content")));
        return new Reply.Json(200, reply);
    }

    private Reply error(int status, String message) {
        ObjectNode reply = envelope("error");
        reply.put("error", message);
        return new Reply.Json(status, reply, Map.of());
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
