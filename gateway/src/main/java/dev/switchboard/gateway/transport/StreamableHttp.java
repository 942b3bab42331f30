package dev.switchboard.gateway.transport;

import java.io.IOException;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.modern.ModernEndpoint;
import dev.switchboard.gateway.security.PrincipalResolver;
import dev.switchboard.gateway.session.SessionEndpoint;
import dev.switchboard.sessionstore.Principal;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code /mcp}: one URL for every Streamable HTTP revision. The body decides the era (the SDK's rule): a request whose
 * {@code params._meta} names a protocol version is 2026-07-28, anything else is the session era.
 */
@ApplicationScoped
public class StreamableHttp {

    private final ModernEndpoint modern;
    private final SessionEndpoint sessionEra;
    private final PrincipalResolver principals;
    private final HttpReplies replies;
    private final ObjectMapper json;

    StreamableHttp(ModernEndpoint modern, SessionEndpoint sessionEra, PrincipalResolver principals, HttpReplies replies,
            ObjectMapper json) {
        this.modern = modern;
        this.sessionEra = sessionEra;
        this.principals = principals;
        this.replies = replies;
        this.json = json;
    }

    public void post(RoutingContext ctx) {
        if (!isJson(ctx.request().getHeader("Content-Type"))) {
            replies.write(ctx.response(), Reply.error(415, null, ErrorCodes.INVALID_REQUEST,
                    "Unsupported Media Type: Content-Type must be application/json"));
            return;
        }
        JsonNode body;
        try {
            body = json.readTree(ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes());
        } catch (IOException e) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.PARSE_ERROR,
                    "Parse error: the body is not valid JSON"));
            return;
        }
        if (body == null || body.isMissingNode()) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.PARSE_ERROR, "Parse error: the body is empty"));
            return;
        }
        Principal principal = principals.resolve(ctx.request());
        if (body instanceof ArrayNode batch) {
            if (containsModern(batch)) {
                replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.INVALID_REQUEST,
                        "Invalid request: 2026-07-28 does not accept JSON-RPC batches; send one message per POST"));
            } else {
                sessionEra.postBatch(ctx, batch, principal);
            }
            return;
        }
        JsonRpcMessage message;
        try {
            message = JsonRpc.parse(body);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(JsonRpc.idOf(body), e));
            return;
        }
        if (ModernEndpoint.claims(body)) {
            modern.handle(ctx, message, principal);
        } else {
            sessionEra.post(ctx, message, principal);
        }
    }

    public void get(RoutingContext ctx) {
        sessionEra.get(ctx, principals.resolve(ctx.request()));
    }

    public void delete(RoutingContext ctx) {
        replies.write(ctx.response(), sessionEra.delete(ctx.request().headers(), principals.resolve(ctx.request())));
    }

    private static boolean containsModern(ArrayNode batch) {
        for (JsonNode element : batch) {
            if (ModernEndpoint.claims(element)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String mediaType = contentType.split(";", 2)[0].strip();
        return mediaType.equalsIgnoreCase("application/json");
    }
}
