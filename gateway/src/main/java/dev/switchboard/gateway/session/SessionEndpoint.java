package dev.switchboard.gateway.session;

import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.transport.BufferedOutbound;
import dev.switchboard.gateway.transport.HttpReplies;
import dev.switchboard.gateway.transport.Reply;
import dev.switchboard.gateway.transport.ResponseStream;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.stream.EventLog;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;

/**
 * Session-era Streamable HTTP (2025-03-26 … 2025-11-25): {@code initialize} opens a session kept in Redis, every later
 * request names it in {@code Mcp-Session-Id}, {@code DELETE} ends it. POST answers JSON or, when something must be
 * streamed first, SSE whose events are logged so {@code GET} with {@code Last-Event-ID} resumes them on any replica.
 * {@code GET} without it opens the session's standalone notification stream. Any replica serves any session.
 */
@ApplicationScoped
public class SessionEndpoint {

    private final SessionStore sessions;
    private final SessionRequests requests;
    private final SessionStreams streams;
    private final ResultShaper shaper;
    private final HttpReplies replies;
    private final GatewayConfig config;
    private final ObjectMapper json;

    SessionEndpoint(SessionStore sessions, SessionRequests requests, SessionStreams streams, ResultShaper shaper,
            HttpReplies replies, GatewayConfig config, ObjectMapper json) {
        this.sessions = sessions;
        this.requests = requests;
        this.streams = streams;
        this.shaper = shaper;
        this.replies = replies;
        this.config = config;
        this.json = json;
    }

    public void post(RoutingContext ctx, JsonRpcMessage message, Principal principal) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        MultiMap headers = ctx.request().headers();
        try {
            checkVersionHeader(headers, message);
            if (message instanceof JsonRpcMessage.Request request && request.method().equals("initialize")) {
                replies.write(ctx.response(), initialize(request, principal));
                return;
            }
            SessionRecord session = requireSession(headers, principal);
            switch (message) {
                case JsonRpcMessage.Request request -> requests.request(session, request, principal, Era.SESSION,
                        responseStream(ctx, session), true, true);
                case JsonRpcMessage.Notification notification -> {
                    requests.notification(session, notification);
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
                case JsonRpcMessage.Response response -> {
                    requests.answer(session, response.id(), JsonRpc.result(response.id(), response.result()));
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
                case JsonRpcMessage.ErrorResponse error -> {
                    requests.answer(session, error.id(), errorMessage(error));
                    replies.write(ctx.response(), new Reply.Empty(202));
                }
            }
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(id, e));
        }
    }

    /** A JSON-RPC batch: only sessions negotiated at 2025-03-26 may send them (later revisions removed batching). */
    public void postBatch(RoutingContext ctx, ArrayNode batch, Principal principal) {
        SessionRecord session;
        try {
            session = requireSession(ctx.request().headers(), principal);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(null, e));
            return;
        }
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
                case JsonRpcMessage.Request request when request.method().equals("initialize") -> responses.add(
                        JsonRpc.error(request.id(), ErrorCodes.INVALID_REQUEST,
                                "Invalid request: initialize cannot be part of a batch", null));
                case JsonRpcMessage.Request request -> {
                    BufferedOutbound outbound = new BufferedOutbound();
                    requests.request(session, request, principal, Era.SESSION, outbound, false, false);
                    outbound.response().ifPresent(responses::add);
                }
                case JsonRpcMessage.Notification notification -> requests.notification(session, notification);
                case JsonRpcMessage.Response response -> requests.answer(session, response.id(),
                        JsonRpc.result(response.id(), response.result()));
                case JsonRpcMessage.ErrorResponse error -> requests.answer(session, error.id(), errorMessage(error));
            }
        }
        replies.write(ctx.response(), responses.isEmpty() ? new Reply.Empty(202) : new Reply.Json(200, responses));
    }

    /** {@code GET /mcp}: resume a stream after {@code Last-Event-ID}, or open the standalone notification stream. */
    public void get(RoutingContext ctx, Principal principal) {
        SessionRecord session;
        try {
            session = requireSession(ctx.request().headers(), principal);
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
        streams.open(ctx, session, EventLog.parse(ctx.request().getHeader(McpHeaders.LAST_EVENT_ID)));
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
        return sessions.resume(id.strip(), principal).orElseThrow(SessionEndpoint::sessionNotFound);
    }

    static McpException sessionNotFound() {
        return new McpException(ErrorCodes.SESSION_NOT_FOUND,
                "Session not found: it expired, was ended, or was never issued; send initialize to start a new one",
                null, 404);
    }

    private ResponseStream responseStream(RoutingContext ctx, SessionRecord session) {
        String streamId = UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        return new ResponseStream(ctx.response(), ctx.vertx(), json, streams.log(session, streamId),
                SessionStreams.primes(session), Map.of());
    }

    private ObjectNode errorMessage(JsonRpcMessage.ErrorResponse error) {
        ObjectNode message = json.createObjectNode().put("jsonrpc", "2.0");
        message.set("id", error.id());
        message.set("error", error.error());
        return message;
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
        Handshake handshake = Handshake.read(request.params(), ProtocolVersions.SESSION_ERA);
        SessionRecord session = sessions.create(handshake.version(), principal, handshake.clientInfo(),
                handshake.capabilities());
        return new Reply.Json(200, JsonRpc.result(request.id(), handshake.result(shaper, config, json)),
                Map.of(McpHeaders.SESSION_ID, session.id()));
    }
}
