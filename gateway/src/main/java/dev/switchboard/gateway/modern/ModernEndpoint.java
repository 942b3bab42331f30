package dev.switchboard.gateway.modern;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolResult;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.dispatch.Dispatcher;
import dev.switchboard.gateway.dispatch.Pages;
import dev.switchboard.gateway.dispatch.RequestContext;
import dev.switchboard.gateway.dispatch.ToolCallOutcome;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.transport.Reply;
import dev.switchboard.sessionstore.Principal;
import io.vertx.core.MultiMap;

/**
 * 2026-07-28 requests: stateless, each carrying its own {@code _meta}. Validation follows the reference SDK's order
 * (envelope, version and method headers, supported version, required headers and {@code Mcp-Name}, mirrored
 * parameters), then the method is dispatched; an unknown method is HTTP 404 with -32601.
 */
@ApplicationScoped
public class ModernEndpoint {

    private static final String PUBLIC = "public";

    private final Dispatcher dispatcher;
    private final ToolCatalog catalog;
    private final ResultShaper shaper;
    private final GatewayConfig config;
    private final ObjectMapper json;

    ModernEndpoint(Dispatcher dispatcher, ToolCatalog catalog, ResultShaper shaper, GatewayConfig config,
            ObjectMapper json) {
        this.dispatcher = dispatcher;
        this.catalog = catalog;
        this.shaper = shaper;
        this.config = config;
        this.json = json;
    }

    /** True when a body belongs here: its {@code params._meta} names a protocol version (the SDK's rule). */
    public static boolean claims(JsonNode body) {
        return ModernEnvelope.present(body);
    }

    public Reply handle(MultiMap headers, JsonRpcMessage message, Principal principal) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        try {
            return switch (message) {
                case JsonRpcMessage.Request request -> request(headers, request, principal);
                case JsonRpcMessage.Notification notification -> notification(headers, notification);
                case JsonRpcMessage.Response ignored -> throw responsesNotAccepted();
                case JsonRpcMessage.ErrorResponse ignored -> throw responsesNotAccepted();
            };
        } catch (McpException e) {
            return Reply.error(id, e);
        }
    }

    private Reply notification(MultiMap headers, JsonRpcMessage.Notification notification) {
        ModernEnvelope envelope = ModernEnvelope.read(notification.params());
        HeaderCheck check = new HeaderCheck(headers);
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, notification.method());
        requireSupported(envelope.version());
        return new Reply.Empty(202);
    }

    private Reply request(MultiMap headers, JsonRpcMessage.Request request, Principal principal) {
        ModernEnvelope envelope = ModernEnvelope.read(request.params());
        HeaderCheck check = new HeaderCheck(headers);
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, request.method());
        requireSupported(envelope.version());
        check.requirePresent(McpHeaders.PROTOCOL_VERSION);
        check.requirePresent(McpHeaders.METHOD);

        McpMethod method = McpMethod.from(request.method())
                .filter(known -> known.existsIn(Era.MODERN))
                .orElseThrow(() -> new McpException(ErrorCodes.METHOD_NOT_FOUND,
                        "Method not found: " + request.method() + " (not part of protocol " + ProtocolVersions.MODERN
                                + ")",
                        null, 404));
        ObjectNode params = request.params();
        if (method.namesATarget()) {
            check.requireName(requiredText(params, "name"));
        }
        RequestContext context = new RequestContext(Era.MODERN, envelope.version(), principal, envelope.capabilities(),
                request.id(), null, envelope.progressToken(), envelope.logLevel());
        ObjectNode result = switch (method) {
            case SERVER_DISCOVER -> discover();
            case TOOLS_LIST -> listTools(context, params);
            case TOOLS_CALL -> callTool(context, params, check);
            case INITIALIZE, PING, LOGGING_SET_LEVEL -> throw new IllegalStateException("not a modern method: " + method);
        };
        return new Reply.Json(200, JsonRpc.result(request.id(), result));
    }

    private ObjectNode discover() {
        ObjectNode result = json.createObjectNode();
        ArrayNode versions = result.putArray("supportedVersions");
        ProtocolVersions.MODERN_ALL.forEach(versions::add);
        result.set("capabilities", capabilities());
        result.put("instructions", config.instructions());
        return shaper.modernCacheable(result, config.discoverTtl(), PUBLIC);
    }

    private ObjectNode capabilities() {
        ObjectNode capabilities = json.createObjectNode();
        capabilities.putObject("tools");
        return capabilities;
    }

    private ObjectNode listTools(RequestContext context, ObjectNode params) {
        Pages.Page<ObjectNode> page = Pages.page(dispatcher.listTools(context), Pages.cursor(params), config.pageSize());
        return shaper.modernCacheable(page.toResult("tools"), config.listTtl(), PUBLIC);
    }

    private ObjectNode callTool(RequestContext context, ObjectNode params, HeaderCheck check) {
        String name = requiredText(params, "name");
        JsonNode arguments = params.get("arguments");
        catalog.snapshot().tool(name).ifPresent(tool -> check.requireParams(tool.headerParams(), arguments));
        ToolCallOutcome outcome = dispatcher.callTool(context, name, arguments, null, null);
        if (!outcome.isComplete()) {
            return shaper.modern(json.valueToTree(ToolResult.error("Tool '" + name
                    + "' asked for client input, which this gateway does not relay yet.")));
        }
        return shaper.modern(outcome.result());
    }

    private static String requiredText(ObjectNode params, String field) {
        JsonNode value = params == null ? null : params.get(field);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw new McpException(ErrorCodes.INVALID_PARAMS, "params." + field + " is required and must be a string",
                    null, 400);
        }
        return value.asText();
    }

    private static void requireSupported(String version) {
        if (!ProtocolVersions.MODERN_ALL.contains(version)) {
            ObjectNode data = JsonNodeFactory.instance.objectNode();
            ArrayNode supported = data.putArray("supported");
            ProtocolVersions.MODERN_ALL.forEach(supported::add);
            data.put("requested", version);
            throw new McpException(ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION,
                    "Unsupported protocol version: " + version + " (supported: " + String.join(", ",
                            ProtocolVersions.MODERN_ALL) + ")",
                    data, 400);
        }
    }

    private static McpException responsesNotAccepted() {
        return new McpException(ErrorCodes.INVALID_REQUEST,
                "Invalid request: the 2026-07-28 transport accepts requests and notifications only", null, 400);
    }
}
