package dev.switchboard.gateway.httpsse;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.notify.SessionStream;
import dev.switchboard.gateway.pipeline.Pipeline;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.session.SessionEraRequests;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import dev.switchboard.gateway.stream.SseStream;
import dev.switchboard.gateway.tenant.SessionQuota;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.RoutingContext;

/**
 * The 2024-11-05 HTTP+SSE transport: {@code GET /sse} opens a session whose first event names the message endpoint,
 * {@code POST /messages?sessionId=…} is accepted with 202 and answered on the SSE stream, from any replica. The
 * session lives as long as its stream; its requests follow the session era's rules.
 */
@ApplicationScoped
public class HttpSseAdapter {

    private static final CompletionStage<Void> DONE = CompletableFuture.completedFuture(null);

    private final Pipeline pipeline;
    private final SessionEraRequests requests;
    private final SessionStore sessions;
    private final SessionQuota quota;
    private final NotificationHub hub;
    private final ReplicaBus bus;
    private final HttpReplies replies;
    private final ExecutorService executor;
    private final ObjectMapper json;

    HttpSseAdapter(Pipeline pipeline, SessionEraRequests requests, SessionStore sessions, SessionQuota quota,
            NotificationHub hub, ReplicaBus bus, HttpReplies replies, @VirtualThreads ExecutorService executor,
            ObjectMapper json) {
        this.quota = quota;
        this.pipeline = pipeline;
        this.requests = requests;
        this.sessions = sessions;
        this.hub = hub;
        this.bus = bus;
        this.replies = replies;
        this.executor = executor;
        this.json = json;
    }

    /** {@code GET /sse}: a new session whose messages all arrive on this stream. */
    public void open(RoutingContext ctx) {
        Caller caller;
        try {
            caller = pipeline.admit(new Arrival(Era.HTTP_SSE, ctx, null, true));
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
        SessionRecord session = sessions.create(ProtocolVersions.HTTP_SSE, caller.principal(),
                JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode());
        try {
            quota.open(caller.principal(), session.id());
        } catch (McpException e) {
            sessions.delete(session.id());
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
        sessions.updateStreamReplica(session.id(), bus.replicaId());
        SseStream sse = new SseStream(ctx.response(), ctx.vertx(), () -> executor.execute(() -> keepAlive(session)));
        sse.onClose(() -> executor.execute(() -> {
            try {
                sessions.delete(session.id());
                quota.closed(caller.principal(), session.id());
            } catch (StoreUnavailableException e) {
                // the session expires by itself
            }
        }));
        hub.attach(new SessionStream(session.id(), session.principal().tenant(), sse, null, json));
        sse.event(null, "endpoint", "/messages?sessionId=" + session.id());
    }

    /**
     * {@code POST /messages}: 202 at once; the answer travels on the session's stream.
     *
     * @return done once the message is answered; failed with what is no protocol failure (the door answers it)
     */
    public CompletionStage<Void> post(RoutingContext ctx) {
        Caller caller;
        try {
            caller = pipeline.admit(new Arrival(Era.HTTP_SSE, ctx,
                    ctx.request().getParam("sessionId"), false));
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return DONE;
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
            return DONE;
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e.withHttpStatus(400)));
            return DONE;
        }
        switch (message) {
            case JsonRpcMessage.Request request -> {
                replies.write(ctx.response(), new Reply.Empty(202));
                SessionRecord session = caller.session();
                return requests.run(Era.HTTP_SSE, caller, request,
                        new HttpSseOutbound(session.id(), session.streamReplica(), hub, bus), false,
                        InputMode.ASK_CLIENT);
            }
            case JsonRpcMessage.Notification notification -> {
                replies.write(ctx.response(), new Reply.Empty(202));
                pipeline.notification(caller, notification);
            }
            case JsonRpcMessage.Response response -> answer(ctx, caller, response.id(),
                    JsonRpc.result(response.id(), response.result()));
            case JsonRpcMessage.ErrorResponse error -> answer(ctx, caller, error.id(),
                    JsonRpc.error(error.id(), error.error()));
        }
        return DONE;
    }

    /** An answer is routed before the POST is answered, so an answer that can reach nobody is refused, not lost. */
    private void answer(RoutingContext ctx, Caller caller, JsonNode id, JsonNode message) {
        try {
            pipeline.answer(caller, id, message);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
        replies.write(ctx.response(), new Reply.Empty(202));
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
