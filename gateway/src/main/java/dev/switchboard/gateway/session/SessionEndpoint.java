package dev.switchboard.gateway.session;

import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.contract.ToolResult;
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
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.transport.Reply;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import io.vertx.core.MultiMap;

/**
 * Session-era Streamable HTTP (2025-03-26 … 2025-11-25): {@code initialize} opens a session kept in Redis, every later
 * request names it in {@code Mcp-Session-Id}, {@code DELETE} ends it. Any replica serves any session.
 */
@ApplicationScoped
public class SessionEndpoint {

    private final SessionStore sessions;
    private final Dispatcher dispatcher;
    private final ResultShaper shaper;
    private final GatewayConfig config;
    private final ObjectMapper json;

    SessionEndpoint(SessionStore sessions, Dispatcher dispatcher, ResultShaper shaper, GatewayConfig config,
            ObjectMapper json) {
        this.sessions = sessions;
        this.dispatcher = dispatcher;
        this.shaper = shaper;
        this.config = config;
        this.json = json;
    }

    public Reply post(MultiMap headers, JsonRpcMessage message, Principal principal) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        try {
            checkVersionHeader(headers, message);
            if (message instanceof JsonRpcMessage.Request request && request.method().equals("initialize")) {
                return initialize(request, principal);
            }
            SessionRecord session = requireSession(headers, principal);
            return switch (message) {
                case JsonRpcMessage.Request request -> new Reply.Json(200,
                        JsonRpc.result(request.id(), dispatch(session, headers, request, principal)));
                case JsonRpcMessage.Notification ignored -> new Reply.Empty(202);
                case JsonRpcMessage.Response ignored -> new Reply.Empty(202);
                case JsonRpcMessage.ErrorResponse ignored -> new Reply.Empty(202);
            };
        } catch (McpException e) {
            return Reply.error(id, e);
        }
    }

    public Reply delete(MultiMap headers, Principal principal) {
        try {
            SessionRecord session = requireSession(headers, principal);
            sessions.delete(session.id());
            return new Reply.Empty(204);
        } catch (McpException e) {
            return Reply.error(null, e);
        }
    }

    /** The session named by the request, or 400 (no header) / 404 (unknown, expired, deleted or not ours). */
    public SessionRecord requireSession(MultiMap headers, Principal principal) {
        String id = headers.get(McpHeaders.SESSION_ID);
        if (id == null || id.isBlank()) {
            throw new McpException(ErrorCodes.SESSION_BAD_REQUEST,
                    "Bad Request: Mcp-Session-Id header is required; send initialize first to open a session", null,
                    400);
        }
        return sessions.resume(id.strip(), principal).orElseThrow(() -> new McpException(
                ErrorCodes.SESSION_NOT_FOUND,
                "Session not found: it expired, was ended, or was never issued; send initialize to start a new one",
                null, 404));
    }

    private void checkVersionHeader(MultiMap headers, JsonRpcMessage message) {
        String header = headers.get(McpHeaders.PROTOCOL_VERSION);
        if (header == null) {
            return;
        }
        String version = header.strip();
        if (ProtocolVersions.looksModern(version)) {
            boolean initialize = message instanceof JsonRpcMessage.Request request
                    && request.method().equals("initialize");
            throw new McpException(initialize ? ErrorCodes.HEADER_MISMATCH : ErrorCodes.INVALID_PARAMS,
                    "MCP-Protocol-Version " + version + " requires params._meta[\"" + MetaKeys.PROTOCOL_VERSION
                            + "\"] on every request; this body has none",
                    null, 400);
        }
        if (!ProtocolVersions.isSessionEra(version) && !version.equals(ProtocolVersions.LEGACY_SSE)) {
            throw new McpException(ErrorCodes.SESSION_BAD_REQUEST,
                    "Bad Request: unsupported MCP-Protocol-Version " + version + " (supported: "
                            + String.join(", ", ProtocolVersions.SESSION_ERA) + ", " + ProtocolVersions.MODERN + ")",
                    null, 400);
        }
    }

    private Reply initialize(JsonRpcMessage.Request request, Principal principal) {
        ObjectNode params = request.params();
        JsonNode requested = params == null ? null : params.get("protocolVersion");
        if (requested == null || !requested.isTextual()) {
            throw McpException.invalidParams("initialize needs params.protocolVersion (a string)");
        }
        JsonNode capabilities = params.get("capabilities");
        if (capabilities == null || !capabilities.isObject()) {
            throw McpException.invalidParams("initialize needs params.capabilities (an object, {} for none)");
        }
        JsonNode clientInfo = params.get("clientInfo");
        if (clientInfo == null || !clientInfo.isObject()) {
            throw McpException.invalidParams("initialize needs params.clientInfo ({name, version})");
        }
        String version = ProtocolVersions.negotiateSessionEra(requested.asText());
        SessionRecord session = sessions.create(version, principal, clientInfo, capabilities);

        ObjectNode result = json.createObjectNode().put("protocolVersion", version);
        result.set("capabilities", capabilities());
        result.set("serverInfo", shaper.serverInfo());
        result.put("instructions", config.instructions());
        return new Reply.Json(200, JsonRpc.result(request.id(), result),
                Map.of(McpHeaders.SESSION_ID, session.id()));
    }

    private ObjectNode capabilities() {
        ObjectNode capabilities = json.createObjectNode();
        capabilities.putObject("tools");
        capabilities.putObject("logging");
        return capabilities;
    }

    private ObjectNode dispatch(SessionRecord session, MultiMap headers, JsonRpcMessage.Request request,
            Principal principal) {
        McpMethod method = McpMethod.from(request.method())
                .filter(known -> known.existsIn(Era.SESSION))
                .orElseThrow(() -> McpException.methodNotFound(request.method()));
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        RequestContext context = new RequestContext(Era.SESSION, session.protocolVersion(), principal,
                session.clientCapabilities(), request.id(), session.id(), params.path("_meta").get(MetaKeys.PROGRESS_TOKEN),
                session.logLevel());
        return switch (method) {
            case PING -> shaper.emptyResult();
            case TOOLS_LIST -> listTools(context, params);
            case TOOLS_CALL -> callTool(context, params);
            case LOGGING_SET_LEVEL -> setLevel(session, params);
            case INITIALIZE, SERVER_DISCOVER -> throw McpException.methodNotFound(request.method());
        };
    }

    private ObjectNode listTools(RequestContext context, ObjectNode params) {
        return Pages.page(dispatcher.listTools(context), Pages.cursor(params), config.pageSize()).toResult("tools");
    }

    private ObjectNode callTool(RequestContext context, ObjectNode params) {
        JsonNode name = params.get("name");
        if (name == null || !name.isTextual() || name.asText().isEmpty()) {
            throw McpException.invalidParams("tools/call needs params.name (the tool to call)");
        }
        ToolCallOutcome outcome = dispatcher.callTool(context, name.asText(), params.get("arguments"), null, null);
        if (!outcome.isComplete()) {
            return shaper.sessionEra(json.valueToTree(ToolResult.error("Tool '" + name.asText()
                    + "' asked for client input, which this gateway does not relay yet.")));
        }
        return shaper.sessionEra(outcome.result());
    }

    private ObjectNode setLevel(SessionRecord session, ObjectNode params) {
        String level = Optional.ofNullable(params.get("level")).filter(JsonNode::isTextual).map(JsonNode::asText)
                .filter(name -> LogLevel.from(name).isPresent())
                .orElseThrow(() -> McpException.invalidParams(
                        "logging/setLevel needs params.level: debug, info, notice, warning, error, critical, alert or emergency"));
        if (!sessions.updateLogLevel(session.id(), level)) {
            throw new McpException(ErrorCodes.SESSION_NOT_FOUND, "Session not found: it ended while setting the level",
                    null, 404);
        }
        return shaper.emptyResult();
    }
}
