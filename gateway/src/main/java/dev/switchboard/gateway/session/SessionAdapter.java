package dev.switchboard.gateway.session;

import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.pipeline.Pipeline;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestChannel;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.stream.BufferedOutbound;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import dev.switchboard.gateway.stream.ResponseStream;
import dev.switchboard.gateway.tenant.SessionQuota;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.stream.EventLog;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;

/**
 * Session-era Streamable HTTP (2025-03-26 … 2025-11-25): {@code initialize} opens a session kept in Redis, every later
 * request names it in {@code Mcp-Session-Id}, {@code DELETE} ends it. POST answers JSON or, when something must be
 * streamed first, SSE whose events are logged so {@code GET} with {@code Last-Event-ID} resumes them on any replica.
 * {@code GET} without it opens the session's standalone notification stream. Any replica serves any session.
 */
@Singleton
public class SessionAdapter {

    private static final CompletionStage<Void> ANSWERED = CompletableFuture.completedFuture(null);
    private static final InputMode NOT_IN_A_BATCH = InputMode.unavailable(
            "it needs input from the client, which cannot be requested on this transport");

    private final Pipeline pipeline;
    private final SessionEraRequests requests;
    private final SessionStreams streams;
    private final SessionStore sessions;
    private final SessionQuota quota;
    private final HttpReplies replies;
    private final ObjectMapper json;

    private final ExecutorService virtualThreads;

    SessionAdapter(Pipeline pipeline, SessionEraRequests requests, SessionStreams streams, SessionStore sessions,
            SessionQuota quota, HttpReplies replies, ObjectMapper json, @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.quota = quota;
        this.pipeline = pipeline;
        this.requests = requests;
        this.streams = streams;
        this.sessions = sessions;
        this.replies = replies;
        this.json = json;
    }

    /**
     * A request runs where the door runs (an event loop) until a stage may wait; opening a session, a notification
     * and an answer to the gateway's own request write to Redis, so they run on a virtual thread.
     *
     * @return done once the message is answered; failed with what is no protocol failure (the door answers it)
     */
    public CompletionStage<Void> post(RoutingContext ctx, JsonRpcMessage message) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        MultiMap headers = ctx.request().headers();
        try {
            checkVersionHeader(headers, message);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(id, e));
            return ANSWERED;
        }
        boolean initialize = message instanceof JsonRpcMessage.Request request
                && request.method().equals(McpMethod.INITIALIZE.wireName());
        if (!(message instanceof JsonRpcMessage.Request request) || initialize) {
            return Stages.offLoop(virtualThreads, () -> {
                postWaiting(ctx, message, initialize);
                return ANSWERED;
            });
        }
        return pipeline.admission(new Arrival(Era.SESSION, ctx, headers.get(McpHeaders.SESSION_ID), false))
                .thenCompose(caller -> requests.run(Era.SESSION, caller, request,
                        responseStream(ctx, caller.session(), request.id()), true, InputMode.ASK_CLIENT))
                .exceptionally(failure -> {
                    // A refusal of admission: nothing was streamed yet.
                    if (!(Stages.cause(failure) instanceof McpException e)) {
                        throw new CompletionException(Stages.cause(failure));
                    }
                    replies.write(ctx.response(), Reply.error(id, e));
                    return null;
                });
    }

    /** An {@code initialize}, a notification or an answer to the gateway's own request: on a virtual thread. */
    private void postWaiting(RoutingContext ctx, JsonRpcMessage message, boolean initialize) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        try {
            Caller caller = pipeline.admit(new Arrival(Era.SESSION, ctx,
                    ctx.request().headers().get(McpHeaders.SESSION_ID), initialize));
            switch (message) {
                case JsonRpcMessage.Request request -> replies.write(ctx.response(), initialize(caller, request));
                case JsonRpcMessage.Notification notification -> {
                    pipeline.notification(caller, notification);
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
                case JsonRpcMessage.Response response -> {
                    pipeline.answer(caller, response.id(), JsonRpc.result(response.id(), response.result()));
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
                case JsonRpcMessage.ErrorResponse error -> {
                    pipeline.answer(caller, error.id(), JsonRpc.error(error.id(), error.error()));
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
            }
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(id, e));
        }
    }

    /** A JSON-RPC batch: only sessions negotiated at 2025-03-26 may send them (later revisions removed batching). */
    public void postBatch(RoutingContext ctx, ArrayNode batch) {
        MultiMap headers = ctx.request().headers();
        Caller caller;
        try {
            caller = pipeline.admit(new Arrival(Era.SESSION, ctx, headers.get(McpHeaders.SESSION_ID), false));
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
        SessionRecord session = caller.session();
        if (!session.protocolVersion().equals("2025-03-26")) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.INVALID_REQUEST,
                    "Invalid request: JSON-RPC batches exist only in protocol 2025-03-26; this session speaks "
                            + session.protocolVersion()));
            return;
        }
        if (batch.isEmpty()) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.INVALID_REQUEST, "Invalid request: empty batch"));
            return;
        }
        ArrayNode responses = json.createArrayNode();
        for (JsonNode element : batch) {
            JsonRpcMessage message;
            try {
                message = JsonRpc.parse(element);
            } catch (McpException e) {
                responses.add(JsonRpc.error(JsonRpc.idOf(element), e));
                continue;
            }
            switch (message) {
                case JsonRpcMessage.Request request when request.method().equals(McpMethod.INITIALIZE.wireName()) ->
                    responses.add(JsonRpc.error(request.id(), ErrorCodes.INVALID_REQUEST,
                            "Invalid request: initialize cannot be part of a batch", null));
                case JsonRpcMessage.Request request -> {
                    BufferedOutbound outbound = new BufferedOutbound();
                    Stages.join(requests.run(Era.SESSION, caller, request, outbound, false, NOT_IN_A_BATCH));
                    outbound.response().ifPresent(responses::add);
                }
                case JsonRpcMessage.Notification notification -> pipeline.notification(caller, notification);
                case JsonRpcMessage.Response response -> answerInBatch(caller, response.id(),
                        JsonRpc.result(response.id(), response.result()), responses);
                case JsonRpcMessage.ErrorResponse error -> answerInBatch(caller, error.id(),
                        JsonRpc.error(error.id(), error.error()), responses);
            }
        }
        replies.write(ctx.response(), responses.isEmpty() ? new Reply.Empty(202) : new Reply.Json(200, responses));
    }

    /** An answer the gateway refuses gets its error among the batch's responses; the rest of the batch goes on. */
    private void answerInBatch(Caller caller, JsonNode id, JsonNode message, ArrayNode responses) {
        try {
            pipeline.answer(caller, id, message);
        } catch (McpException e) {
            responses.add(JsonRpc.error(null, e));
        }
    }

    /** {@code GET /mcp}: resume a stream after {@code Last-Event-ID}, or open the standalone notification stream. */
    public void get(RoutingContext ctx) {
        Caller caller;
        try {
            caller = admitExisting(ctx);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
        String accept = Optional.ofNullable(ctx.request().getHeader("Accept")).orElse("");
        if (!accept.contains("text/event-stream") && !accept.contains("*/*")) {
            replies.write(ctx.response(), Reply.error(406, null, ErrorCodes.INVALID_REQUEST,
                    "Not Acceptable: GET /mcp opens an SSE stream; send Accept: text/event-stream"));
            return;
        }
        streams.open(ctx, caller.session(), EventLog.parse(ctx.request().getHeader(McpHeaders.LAST_EVENT_ID)));
    }

    /** {@code DELETE /mcp}: the session ends, on every replica at once. */
    public void delete(RoutingContext ctx) {
        try {
            Caller caller = admitExisting(ctx);
            sessions.delete(caller.sessionId());
            quota.closed(caller.principal(), caller.sessionId());
            replies.write(ctx.response(), new Reply.Empty(204));
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
        }
    }

    private Caller admitExisting(RoutingContext ctx) {
        return pipeline.admit(new Arrival(Era.SESSION, ctx, ctx.request().getHeader(McpHeaders.SESSION_ID), false));
    }

    /** The session opens, and its id goes back in {@code Mcp-Session-Id}. */
    private Reply initialize(Caller caller, JsonRpcMessage.Request request) {
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        RequestContext context = new RequestContext(Era.SESSION, null, caller, params.get("capabilities"),
                request.id(), McpMethod.INITIALIZE, params,
                new RequestChannel(new BufferedOutbound(), null, null, false, new Cancellation()), InputMode.ASK_CLIENT,
                null);
        return switch (pipeline.handleAndWait(context)) {
            case Outcome.SessionOpened opened -> new Reply.Json(200, JsonRpc.result(request.id(), opened.result()),
                    Map.of(McpHeaders.SESSION_ID, opened.sessionId()));
            case Outcome.Result result -> new Reply.Json(200, JsonRpc.result(request.id(), result.result()));
            case Outcome.Streaming streaming -> throw new IllegalStateException("initialize cannot stream");
        };
    }

    private ResponseStream responseStream(RoutingContext ctx, SessionRecord session, JsonNode requestId) {
        // Unique within the session, which alone can resume it: no secure random needed on every request.
        String streamId = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        return new ResponseStream(ctx.response(), ctx.vertx(), json, streams.requestLog(session, streamId, requestId),
                SessionStreams.primes(session), Map.of());
    }

    private void checkVersionHeader(MultiMap headers, JsonRpcMessage message) {
        String header = headers.get(McpHeaders.PROTOCOL_VERSION);
        if (header == null) {
            return;
        }
        String version = header.strip();
        if (ProtocolVersions.looksModern(version)) {
            boolean initialize = message instanceof JsonRpcMessage.Request request
                    && request.method().equals(McpMethod.INITIALIZE.wireName());
            throw new McpException(initialize ? ErrorCodes.HEADER_MISMATCH : ErrorCodes.INVALID_PARAMS,
                    "MCP-Protocol-Version " + version + " requires params._meta[\"" + MetaKeys.PROTOCOL_VERSION
                            + "\"] on every request; this body has none",
                    null, 400);
        }
        if (!ProtocolVersions.isSessionEra(version) && !version.equals(ProtocolVersions.HTTP_SSE)) {
            throw new McpException(ErrorCodes.SESSION_BAD_REQUEST,
                    "Bad Request: unsupported MCP-Protocol-Version " + version + " (supported: "
                            + String.join(", ", ProtocolVersions.SESSION_ERA) + ", " + ProtocolVersions.STATELESS + ")",
                    null, 400);
        }
    }
}
