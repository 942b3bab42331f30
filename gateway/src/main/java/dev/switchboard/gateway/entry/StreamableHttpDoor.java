package dev.switchboard.gateway.entry;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.session.SessionAdapter;
import dev.switchboard.gateway.stateless.StatelessAdapter;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code /mcp}: one URL for every Streamable HTTP revision. It reads the body as JSON-RPC and hands it to the adapter
 * of the era the body speaks ({@link Era#ofStreamableHttpBody}); GET and DELETE exist only in the session era. A POST
 * runs on the event loop that received it (a batch on a virtual thread); GET and DELETE on a virtual thread.
 */
@Singleton
public class StreamableHttpDoor {

    private static final CompletionStage<Void> DONE = CompletableFuture.completedFuture(null);

    private final StatelessAdapter modern;
    private final SessionAdapter sessionEra;
    private final HttpReplies replies;
    private final ObjectMapper json;

    private final ExecutorService virtualThreads;

    StreamableHttpDoor(StatelessAdapter modern, SessionAdapter sessionEra, HttpReplies replies, ObjectMapper json,
            @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.modern = modern;
        this.sessionEra = sessionEra;
        this.replies = replies;
        this.json = json;
    }

    /** @return done once the message is answered; failed with what is no protocol failure (the door answers it) */
    public CompletionStage<Void> post(RoutingContext ctx) {
        if (!isJson(ctx.request().getHeader("Content-Type"))) {
            replies.write(ctx.response(), Reply.error(415, null, ErrorCodes.INVALID_REQUEST,
                    "Unsupported Media Type: Content-Type must be application/json"));
            return DONE;
        }
        JsonNode body;
        try {
            body = json.readTree(ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes());
        } catch (IOException e) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.PARSE_ERROR,
                    "Parse error: the body is not valid JSON"));
            return DONE;
        }
        if (body == null || body.isMissingNode()) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.PARSE_ERROR, "Parse error: the body is empty"));
            return DONE;
        }
        Era era = Era.ofStreamableHttpBody(body);
        if (body instanceof ArrayNode batch) {
            if (era == Era.STATELESS) {
                replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.INVALID_REQUEST,
                        "Invalid request: 2026-07-28 does not accept JSON-RPC batches; send one message per POST"));
                return DONE;
            }
            return Stages.offLoop(virtualThreads, () -> {
                sessionEra.postBatch(ctx, batch);
                return DONE;
            });
        }
        JsonRpcMessage message;
        try {
            message = JsonRpc.parse(body);
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(JsonRpc.idOf(body), e));
            return DONE;
        }
        return era == Era.STATELESS ? modern.handle(ctx, message) : sessionEra.post(ctx, message);
    }

    public void get(RoutingContext ctx) {
        sessionEra.get(ctx);
    }

    public void delete(RoutingContext ctx) {
        sessionEra.delete(ctx);
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String mediaType = contentType.split(";", 2)[0].strip();
        return mediaType.equalsIgnoreCase("application/json");
    }
}
