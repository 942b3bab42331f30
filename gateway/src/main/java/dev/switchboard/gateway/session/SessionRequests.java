package dev.switchboard.gateway.session;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.dispatch.CallOutcome;
import dev.switchboard.gateway.dispatch.Completions;
import dev.switchboard.gateway.dispatch.Dispatcher;
import dev.switchboard.gateway.dispatch.InputRound;
import dev.switchboard.gateway.dispatch.Pages;
import dev.switchboard.gateway.dispatch.RequestChannel;
import dev.switchboard.gateway.dispatch.RequestContext;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.relay.BusRouter;
import dev.switchboard.gateway.relay.ClientInputAsker;
import dev.switchboard.gateway.relay.PendingAnswers;
import dev.switchboard.gateway.relay.RunningCalls;
import dev.switchboard.gateway.transport.Outbound;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.session.SessionStoreConfig;

/**
 * What a session-era message means once its session is known, whichever transport brought it (Streamable HTTP or
 * 2024-11-05 HTTP+SSE): requests are answered through their {@link Outbound}, cancellations and answers to
 * server→client requests are routed to the replica that needs them.
 */
@ApplicationScoped
public class SessionRequests {

    private final Dispatcher dispatcher;
    private final Completions completions;
    private final SessionStore sessions;
    private final SessionSideKeys sideKeys;
    private final ResultShaper shaper;
    private final PendingAnswers pending;
    private final RunningCalls running;
    private final ReplicaBus bus;
    private final BusRouter router;
    private final GatewayConfig config;
    private final SessionStoreConfig sessionConfig;
    private final ObjectMapper json;

    SessionRequests(Dispatcher dispatcher, Completions completions, SessionStore sessions, SessionSideKeys sideKeys,
            ResultShaper shaper,
            PendingAnswers pending, RunningCalls running, ReplicaBus bus, BusRouter router, GatewayConfig config,
            SessionStoreConfig sessionConfig, ObjectMapper json) {
        this.dispatcher = dispatcher;
        this.completions = completions;
        this.sessions = sessions;
        this.sideKeys = sideKeys;
        this.shaper = shaper;
        this.pending = pending;
        this.running = running;
        this.bus = bus;
        this.router = router;
        this.config = config;
        this.sessionConfig = sessionConfig;
        this.json = json;
    }

    /**
     * Answers one request through {@code outbound}. {@code resumable}: the outbound logs events and may pause; {@code
     * canAsk}: the client can be sent server→client requests on it.
     */
    public void request(SessionRecord session, JsonRpcMessage.Request request, Principal principal, Era era,
            Outbound outbound, boolean resumable, boolean canAsk) {
        Cancellation cancellation = new Cancellation();
        try (AutoCloseable ignored = running.register(session.id(), request.id().toString(), cancellation)) {
            ObjectNode result = dispatch(session, request, principal, era, outbound, resumable, canAsk, cancellation);
            if (cancellation.isCancelled()) {
                outbound.abandon();
            } else {
                outbound.finish(JsonRpc.result(request.id(), result));
            }
        } catch (McpException e) {
            if (cancellation.isCancelled()) {
                outbound.abandon();
            } else {
                outbound.finish(JsonRpc.error(request.id(), e));
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Notifications from the client: cancellations are broadcast to the replica running the request. */
    public void notification(SessionRecord session, JsonRpcMessage.Notification notification) {
        if (notification.method().equals("notifications/cancelled") && notification.params() != null) {
            JsonNode requestId = notification.params().get("requestId");
            if (requestId != null && (requestId.isTextual() || requestId.isIntegralNumber())) {
                bus.broadcast(new BusMessage(BusMessage.CANCEL, session.id(), requestId.toString(), null));
            }
        }
    }

    /** The client's answer to a server→client request: delivered to the replica waiting for it, wherever it is. */
    public void answer(SessionRecord session, JsonNode id, JsonNode message) {
        if (id == null || !id.isTextual()) {
            return;
        }
        Optional<String> waiting = sideKeys.claimAnswer(session.id(), id.asText());
        if (waiting.isEmpty()) {
            return;
        }
        BusMessage answer = new BusMessage(BusMessage.ANSWER, session.id(), id.asText(), message);
        if (waiting.get().equals(bus.replicaId())) {
            router.route(answer);
        } else {
            bus.send(waiting.get(), answer);
        }
    }

    private ObjectNode dispatch(SessionRecord session, JsonRpcMessage.Request request, Principal principal, Era era,
            Outbound outbound, boolean resumable, boolean canAsk, Cancellation cancellation) {
        McpMethod method = McpMethod.from(request.method())
                .filter(known -> known.existsIn(era))
                .orElseThrow(() -> McpException.methodNotFound(request.method()));
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        RequestContext context = new RequestContext(era, session.protocolVersion(), principal,
                session.clientCapabilities(), request.id(), session.id(), params.path("_meta").get(MetaKeys.PROGRESS_TOKEN),
                session.logLevel());
        return switch (method) {
            case PING -> shaper.emptyResult();
            case TOOLS_LIST -> Pages.page(dispatcher.listTools(context), Pages.cursor(params), config.pageSize())
                    .toResult("tools");
            case PROMPTS_LIST -> Pages.page(dispatcher.listPrompts(context), Pages.cursor(params), config.pageSize())
                    .toResult("prompts");
            case RESOURCES_LIST -> Pages.page(dispatcher.listResources(context), Pages.cursor(params),
                    config.pageSize()).toResult("resources");
            case RESOURCES_TEMPLATES_LIST -> Pages.page(dispatcher.listResourceTemplates(context),
                    Pages.cursor(params), config.pageSize()).toResult("resourceTemplates");
            case COMPLETION_COMPLETE -> completions.complete(context, params.get("ref"), params.get("argument"),
                    params.get("context"));
            case LOGGING_SET_LEVEL -> setLevel(session, params);
            case RESOURCES_SUBSCRIBE -> subscribe(session, params, true);
            case RESOURCES_UNSUBSCRIBE -> subscribe(session, params, false);
            case TOOLS_CALL, PROMPTS_GET, RESOURCES_READ -> call(context, method, params,
                    channel(session, context, outbound, resumable, canAsk, cancellation));
            case INITIALIZE -> throw new McpException(ErrorCodes.INVALID_REQUEST,
                    "Invalid request: this session is already initialized; send initialize without Mcp-Session-Id to start another");
            case SERVER_DISCOVER, SUBSCRIPTIONS_LISTEN -> throw McpException.methodNotFound(request.method());
        };
    }

    private RequestChannel channel(SessionRecord session, RequestContext context, Outbound outbound, boolean resumable,
            boolean canAsk, Cancellation cancellation) {
        ClientInputAsker asker = canAsk
                ? new ClientInputAsker(session.id(), outbound, cancellation, pending, sideKeys, bus)
                : null;
        return new RequestChannel(outbound, context.progressToken(), session.logLevel(), resumable, asker, cancellation);
    }

    private ObjectNode call(RequestContext context, McpMethod method, ObjectNode params, RequestChannel channel) {
        String target = requiredText(params, method.targetField());
        CallOutcome outcome = switch (method) {
            case TOOLS_CALL -> dispatcher.callTool(context, target, params.get("arguments"), InputRound.FIRST, channel);
            case PROMPTS_GET -> dispatcher.getPrompt(context, target, params.get("arguments"), InputRound.FIRST, channel);
            default -> dispatcher.readResource(context, target, InputRound.FIRST, channel);
        };
        if (!outcome.isComplete()) {
            String why = "it needs input from the client, which cannot be requested on this transport";
            if (method == McpMethod.TOOLS_CALL) {
                return shaper.sessionEra(json.valueToTree(ToolResult.error("Tool '" + target + "' failed: " + why)));
            }
            throw new McpException(ErrorCodes.INTERNAL_ERROR, method.wireName() + " failed: " + why);
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

    private ObjectNode subscribe(SessionRecord session, ObjectNode params, boolean subscribe) {
        String uri = requiredText(params, "uri");
        if (subscribe) {
            sideKeys.subscribe(session.id(), uri, sessionConfig.idleTimeout());
        } else {
            sideKeys.unsubscribe(session.id(), uri);
        }
        return shaper.emptyResult();
    }

    private static String requiredText(ObjectNode params, String field) {
        JsonNode value = params.get(field);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw McpException.invalidParams("params." + field + " is required and must be a string");
        }
        return value.asText();
    }
}
