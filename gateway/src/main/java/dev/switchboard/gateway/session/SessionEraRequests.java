package dev.switchboard.gateway.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.jsonrpc.Refusal;
import dev.switchboard.gateway.pipeline.Pipeline;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestChannel;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.stream.Outbound;
import dev.switchboard.sessionstore.session.SessionRecord;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.Context;

/**
 * One admitted session-era request (Streamable HTTP or 2024-11-05 HTTP+SSE) through the pipeline, answered in-band on
 * its {@link Outbound}: results without {@code resultType}, protocol failures as JSON-RPC errors, and nothing at all
 * when the client cancelled it.
 */
@Singleton
public class SessionEraRequests {

    private final Pipeline pipeline;
    private final ResultShaper shaper;
    private final ObjectMapper json;

    private final ExecutorService virtualThreads;

    SessionEraRequests(Pipeline pipeline, ResultShaper shaper, ObjectMapper json,
            @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.pipeline = pipeline;
        this.shaper = shaper;
        this.json = json;
    }

    /**
     * @param resumable whether {@code outbound} can be paused and resumed with {@code Last-Event-ID}
     * @param input how the request may ask its client for input
     * @return done once the request is answered; failed with what is no protocol failure (the door answers it, as
     *         an unreachable Redis's 503)
     */
    public CompletionStage<Void> run(Era era, Caller caller, JsonRpcMessage.Request request, Outbound outbound,
            boolean resumable, InputMode input) {
        Cancellation cancellation = new Cancellation();
        CompletionStage<Outcome> handled;
        try {
            handled = pipeline.handle(context(era, caller, request, outbound, resumable, input, cancellation));
        } catch (McpException e) {
            handled = Stages.failed(e);
        }
        CompletableFuture<Void> answered = new CompletableFuture<>();
        handled.whenComplete((outcome, failure) -> {
            Runnable write = () -> {
                try {
                    answer(request, outbound, cancellation, outcome, failure);
                    answered.complete(null);
                } catch (RuntimeException e) {
                    answered.completeExceptionally(e);
                }
            };
            if (Context.isOnEventLoopThread() && !outbound.answersWithoutBlocking()) {
                virtualThreads.execute(write);
            } else {
                write.run();
            }
        });
        return answered;
    }

    private void answer(JsonRpcMessage.Request request, Outbound outbound, Cancellation cancellation,
            Outcome outcome, Throwable failure) {
        if (failure != null) {
            switch (Stages.cause(failure)) {
                case Refusal e -> outbound.reject(e.httpStatus(), e.headers(), JsonRpc.error(request.id(), e));
                case McpException e when cancellation.isCancelled() -> outbound.abandon();
                case McpException e -> outbound.finish(JsonRpc.error(request.id(), e));
                case RuntimeException other -> throw other;
                case Throwable other -> throw new IllegalStateException(other);
            }
            return;
        }
        if (cancellation.isCancelled()) {
            outbound.abandon();
            return;
        }
        ObjectNode result = switch (outcome) {
            case Outcome.Result answered -> answered.result();
            case Outcome.SessionOpened opened -> throw new IllegalStateException(
                    "a session opens only through a Streamable HTTP initialize");
            case Outcome.Streaming streaming -> throw new IllegalStateException(
                    request.method() + " cannot stream in the session era");
        };
        outbound.finish(JsonRpc.result(request.id(), shaper.sessionEra(result)));
    }

    private RequestContext context(Era era, Caller caller, JsonRpcMessage.Request request, Outbound outbound,
            boolean resumable, InputMode input, Cancellation cancellation) {
        McpMethod method = McpMethod.from(request.method()).filter(known -> known.existsIn(era))
                .orElseThrow(() -> McpException.methodNotFound(request.method()));
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        SessionRecord session = caller.session();
        RequestChannel channel = new RequestChannel(outbound, params.path("_meta").get(MetaKeys.PROGRESS_TOKEN),
                session == null ? null : session.logLevel(), resumable, cancellation);
        return new RequestContext(era, session == null ? null : session.protocolVersion(), caller,
                session == null ? null : session.clientCapabilities(), request.id(), method, params, channel, input,
                null);
    }
}
