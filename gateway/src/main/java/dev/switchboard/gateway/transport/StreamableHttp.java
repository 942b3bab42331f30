package dev.switchboard.gateway.transport;

import java.io.IOException;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

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
    private final ObjectMapper json;

    StreamableHttp(ModernEndpoint modern, SessionEndpoint sessionEra, PrincipalResolver principals, ObjectMapper json) {
        this.modern = modern;
        this.sessionEra = sessionEra;
        this.principals = principals;
        this.json = json;
    }

    public Reply post(RoutingContext ctx) {
        if (!isJson(ctx.request().getHeader("Content-Type"))) {
            return Reply.error(415, null, ErrorCodes.INVALID_REQUEST,
                    "Unsupported Media Type: Content-Type must be application/json");
        }
        JsonNode body;
        try {
            body = json.readTree(ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes());
        } catch (IOException e) {
            return Reply.error(400, null, ErrorCodes.PARSE_ERROR, "Parse error: the body is not valid JSON");
        }
        if (body == null || body.isMissingNode()) {
            return Reply.error(400, null, ErrorCodes.PARSE_ERROR, "Parse error: the body is empty");
        }
        if (body.isArray()) {
            return Reply.error(400, null, ErrorCodes.INVALID_REQUEST,
                    "Invalid request: JSON-RPC batches are not accepted; send one message per POST");
        }
        JsonRpcMessage message;
        try {
            message = JsonRpc.parse(body);
        } catch (McpException e) {
            return Reply.error(JsonRpc.idOf(body), e);
        }
        Principal principal = principals.resolve(ctx.request());
        return ModernEndpoint.claims(body)
                ? modern.handle(ctx.request().headers(), message, principal)
                : sessionEra.post(ctx.request().headers(), message, principal);
    }

    public Reply delete(RoutingContext ctx) {
        return sessionEra.delete(ctx.request().headers(), principals.resolve(ctx.request()));
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String mediaType = contentType.split(";", 2)[0].strip();
        return mediaType.equalsIgnoreCase("application/json");
    }
}
