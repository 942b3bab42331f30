package dev.switchboard.gateway.legacy;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.notify.SessionStream;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.security.PrincipalResolver;
import dev.switchboard.gateway.session.Handshake;
import dev.switchboard.gateway.session.SessionRequests;
import dev.switchboard.gateway.transport.HttpReplies;
import dev.switchboard.gateway.transport.Reply;
import dev.switchboard.gateway.transport.SseStream;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.RoutingContext;

/**
 * The 2024-11-05 HTTP+SSE transport: {@code GET /sse} opens a session whose first event names the message endpoint,
 * {@code POST /messages?sessionId=…} is accepted with 202 and answered on the SSE stream, from any replica. The
 * session lives as long as its stream.
 */
@ApplicationScoped
public class LegacySseEndpoint {

    /** Versions an HTTP+SSE client may negotiate: its own, and any session-era one it asks for. */
    private static final List<String> SUPPORTED = List.of(ProtocolVersions.LEGACY_SSE, "2025-11-25", "2025-06-18",
            "2025-03-26");

    private final SessionStore sessions;
    private final SessionRequests requests;
    private final NotificationHub hub;
    private final ReplicaBus bus;
    private final ResultShaper shaper;
    private final HttpReplies replies;
    private final PrincipalResolver principals;
    private final GatewayConfig config;
    private final ExecutorService executor;
    private final ObjectMapper json;

    LegacySseEndpoint(SessionStore sessions, SessionRequests requests, NotificationHub hub, ReplicaBus bus,
            ResultShaper shaper, HttpReplies replies, PrincipalResolver principals, GatewayConfig config,
            @VirtualThreads ExecutorService executor, ObjectMapper json) {
        this.sessions = sessions;
        this.requests = requests;
        this.hub = hub;
        this.bus = bus;
        this.shaper = shaper;
        this.replies = replies;
        this.principals = principals;
        this.config = config;
        this.executor = executor;
        this.json = json;
    }

    /** {@code GET /sse}: a new session whose messages all arrive on this stream. */
    public void open(RoutingContext ctx) {
        Principal principal = principals.resolve(ctx.request());
        SessionRecord session = sessions.create(ProtocolVersions.LEGACY_SSE, principal,
                JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode());
        sessions.updateStreamReplica(session.id(), bus.replicaId());
        SseStream sse = new SseStream(ctx.response(), ctx.vertx(), () -> executor.execute(() -> keepAlive(session)));
        sse.onClose(() -> executor.execute(() -> {
            try {
                sessions.delete(session.id());
            } catch (StoreUnavailableException e) {
                // the session expires by itself
            }
        }));
        hub.attach(new SessionStream(session.id(), sse, null, json));
        sse.event(null, "endpoint", "/messages?sessionId=" + session.id());
    }

    /** {@code POST /messages}: 202 at once; the answer travels on the session's stream. */
    public void post(RoutingContext ctx) {
        String sessionId = ctx.request().getParam("sessionId");
        Principal principal = principals.resolve(ctx.request());
        SessionRecord session = sessionId == null ? null
                : sessions.resume(sessionId, principal)
                        .filter(found -> found.streamReplica() != null).orElse(null);
        if (session == null) {
            replies.write(ctx.response(), Reply.error(404, null, ErrorCodes.SESSION_NOT_FOUND,
                    "Session not found: open a stream with GET /sse and post to the endpoint it names"));
            return;
        }
        JsonRpcMessage message;
        try {
            JsonNode body = json.readTree(ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes());
            if (body == null || body.isMissingNode()) {
                throw new McpException(ErrorCodes.PARSE_ERROR, "Parse error: the body is empty", null, 400);
            }
            message = JsonRpc.parse(body);
        } catch (IOException e) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.PARSE_ERROR,
                    "Parse error: the body is not valid JSON"));
            return;
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e.withHttpStatus(400)));
            return;
        }
        replies.write(ctx.response(), new Reply.Empty(202));
        LegacyOutbound outbound = new LegacyOutbound(session.id(), session.streamReplica(), hub, bus);
        switch (message) {
            case JsonRpcMessage.Request request when request.method().equals("initialize") -> initialize(session,
                    request, outbound);
            case JsonRpcMessage.Request request -> requests.request(session, request, principal, Era.LEGACY_SSE,
                    outbound, false, true);
            case JsonRpcMessage.Notification notification -> requests.notification(session, notification);
            case JsonRpcMessage.Response response -> requests.answer(session, response.id(),
                    JsonRpc.result(response.id(), response.result()));
            case JsonRpcMessage.ErrorResponse error -> {
                ObjectNode answer = json.createObjectNode().put("jsonrpc", "2.0");
                answer.set("id", error.id());
                answer.set("error", error.error());
                requests.answer(session, error.id(), answer);
            }
        }
    }

    private void initialize(SessionRecord session, JsonRpcMessage.Request request, LegacyOutbound outbound) {
        try {
            Handshake handshake = Handshake.read(request.params(), SUPPORTED);
            sessions.updateHandshake(session.id(), handshake.version(), handshake.clientInfo(), handshake.capabilities());
            outbound.finish(JsonRpc.result(request.id(), handshake.result(shaper, config, json)));
        } catch (McpException e) {
            outbound.finish(JsonRpc.error(request.id(), e));
        }
    }

    private void keepAlive(SessionRecord session) {
        try {
            if (sessions.resume(session.id(), session.principal()).isEmpty()) {
                hub.close(session.id());
            }
        } catch (StoreUnavailableException e) {
            // retried at the next keep-alive
        }
    }
}
