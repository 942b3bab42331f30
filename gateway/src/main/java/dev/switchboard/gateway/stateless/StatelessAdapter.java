package dev.switchboard.gateway.stateless;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
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
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestChannel;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.request.Target;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import dev.switchboard.gateway.stream.ResponseStream;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;

/**
 * 2026-07-28 requests: stateless, each carrying its own {@code _meta}. The envelope and headers are checked in the
 * reference SDK's order (envelope, version and method headers, supported version, required headers, {@code Mcp-Name};
 * mirrored {@code Mcp-Param-*} once the tool is known); an unknown method is HTTP 404 with -32601. The answer is JSON,
 * or SSE when something must go out before it; results carry {@code resultType}, server info and cache hints; a client
 * that disconnects cancels its request; client input goes through {@code input_required} and sealed retries.
 */
@Singleton
public class StatelessAdapter {

    private final Pipeline pipeline;
    private final ResultShaper shaper;
    private final HttpReplies replies;
    private final ObjectMapper json;

    StatelessAdapter(Pipeline pipeline, ResultShaper shaper, HttpReplies replies, ObjectMapper json) {
        this.pipeline = pipeline;
        this.shaper = shaper;
        this.replies = replies;
        this.json = json;
    }

    /** @return done once the message is answered; failed with what is no protocol failure (the door answers it) */
    public CompletionStage<Void> handle(RoutingContext ctx, JsonRpcMessage message) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        try {
            switch (message) {
                case JsonRpcMessage.Request request -> {
                    return request(ctx, request);
                }
                case JsonRpcMessage.Notification notification -> replies.write(ctx.response(),
                        notification(ctx.request().headers(), notification));
                case JsonRpcMessage.Response ignored -> throw responsesNotAccepted();
                case JsonRpcMessage.ErrorResponse ignored -> throw responsesNotAccepted();
            }
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(id, e));
        }
        return CompletableFuture.completedFuture(null);
    }

    private Reply notification(MultiMap headers, JsonRpcMessage.Notification notification) {
        StatelessEnvelope envelope = StatelessEnvelope.read(notification.params());
        HeaderCheck check = new HeaderCheck(headers);
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, notification.method());
        requireSupported(envelope.version());
        return new Reply.Empty(202);
    }

    /**
     * Runs where the door runs (an event loop) until a stage may wait; the answer is written where the request's stage
     * completes, which never blocks (2026 streams log nothing).
     */
    private CompletionStage<Void> request(RoutingContext ctx, JsonRpcMessage.Request request) {
        MultiMap headers = ctx.request().headers();
        StatelessEnvelope envelope = StatelessEnvelope.read(request.params());
        HeaderCheck check = new HeaderCheck(headers);
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, request.method());
        requireSupported(envelope.version());
        check.requirePresent(McpHeaders.PROTOCOL_VERSION);
        check.requirePresent(McpHeaders.METHOD);
        McpMethod method = McpMethod.from(request.method())
                .filter(known -> known.existsIn(Era.STATELESS))
                .orElseThrow(() -> new McpException(ErrorCodes.METHOD_NOT_FOUND,
                        "Method not found: " + request.method() + " (not part of protocol " + ProtocolVersions.STATELESS
                                + ")",
                        null, 404));
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        Target target = Target.of(method, params);
        if (method.targetField() != null) {
            check.requireName(required(target, method.targetField()));
        }
        return pipeline.admission(new Arrival(Era.STATELESS, ctx, null, false))
                .thenCompose(caller -> answer(ctx, request, envelope, check, method, params, target, caller))
                .exceptionally(failure -> {
                    // A refusal of admission: nothing was streamed yet.
                    if (!(Stages.cause(failure) instanceof McpException e)) {
                        throw new CompletionException(Stages.cause(failure));
                    }
                    replies.write(ctx.response(), Reply.error(request.id(), e));
                    return null;
                });
    }

    private CompletionStage<Void> answer(RoutingContext ctx, JsonRpcMessage.Request request,
            StatelessEnvelope envelope, HeaderCheck check, McpMethod method, ObjectNode params, Target target,
            Caller caller) {
        ResponseStream stream = new ResponseStream(ctx.response(), ctx.vertx(), json, null, false, Map.of());
        Cancellation cancellation = new Cancellation();
        stream.onClientGone(() -> cancellation.cancel("the client closed the request"));
        RequestContext context = new RequestContext(Era.STATELESS, envelope.version(), caller, envelope.capabilities(),
                request.id(), method, params,
                new RequestChannel(stream, envelope.progressToken(), envelope.logLevel(), false, cancellation),
                InputMode.MRTR, check::requireParams, target);
        return pipeline.handle(context).<Void> handle((outcome, failure) -> {
            if (failure != null) {
                if (!(Stages.cause(failure) instanceof McpException e)) {
                    throw new CompletionException(Stages.cause(failure));
                }
                McpException modern = e.code() == ErrorCodes.RESOURCE_NOT_FOUND
                        ? McpException.invalidParams(e.getMessage(), e.data())
                        : e;
                stream.reject(modern.httpStatus(), modern.headers(), JsonRpc.error(request.id(), modern));
                return null;
            }
            if (cancellation.isCancelled()) {
                stream.abandon();
                return null;
            }
            switch (outcome) {
                case Outcome.Result result -> stream.finish(JsonRpc.result(request.id(),
                        shaper.modern(result.result(), result.cache())));
                case Outcome.Streaming streaming -> {
                    // the handler owns the stream now
                }
                case Outcome.SessionOpened opened -> throw new IllegalStateException(
                        "2026-07-28 has no sessions, yet " + method.wireName() + " opened one");
            }
            return null;
        });
    }

    private static String required(Target target, String field) {
        if (!target.named()) {
            throw new McpException(ErrorCodes.INVALID_PARAMS, "params." + field + " is required and must be a string",
                    null, 400);
        }
        return target.name();
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
