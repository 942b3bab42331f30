package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.auth.InternalTokenMinter;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.clientinput.ClientInput;
import dev.switchboard.gateway.clientinput.InputRound;
import dev.switchboard.gateway.clientinput.InputStep;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.request.RequestContext;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * One request forwarded to the service that owns its target, for as many rounds as client input takes: while the
 * service answers {@code input_required}, {@link ClientInput} obtains the input (and the service is called again) or
 * says what to hand on instead. Every way a call can fail ends either as a JSON-RPC error (the service refused the
 * request as malformed) or through {@code failure} (the service could not do it), whose result is answered as a
 * completed call's. What comes back is the service's reply itself, or the input to hand on, or the task it asked for.
 */
@Singleton
class ServiceCall {

    static final Duration DEFAULT_TIMEOUT = Duration.ofMillis(ToolDescriptor.DEFAULT_TIMEOUT_MS);

    private final ToolServiceClient services;
    private final ClientInput clientInput;
    private final InternalTokenMinter tokens;
    private final GatewayConfig config;
    private final ObjectMapper json;

    private final ExecutorService virtualThreads;

    ServiceCall(ToolServiceClient services, ClientInput clientInput, InternalTokenMinter tokens, GatewayConfig config,
            ObjectMapper json, @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.services = services;
        this.clientInput = clientInput;
        this.tokens = tokens;
        this.config = config;
        this.json = json;
    }

    /** Whether {@link #opening} asks Redis: a 2026-07-28 retry's state is used once. */
    boolean openingAsksTheStore(RequestContext request) {
        return clientInput.openingAsksTheStore(request);
    }

    /** The input this request brings to its first call (a 2026-07-28 retry's verified answers, or none). */
    InputRound opening(RequestContext request, String target) {
        return clientInput.opening(request, target);
    }

    /**
     * Forwards {@code request} as {@code route} describes, starting with the input {@code first}. A
     * {@link ServiceReply.RunAsTask} comes back only when the route allows it, for the input {@code first}. The stage
     * completes where the service's answer arrived (an event loop, for a plain answer); a round of client input is
     * waited for on a virtual thread.
     */
    CompletionStage<ServiceReply> forward(RequestContext request, Route route, InputRound first) {
        return forward(request, route, first, 0);
    }

    private CompletionStage<ServiceReply> forward(RequestContext request, Route route, InputRound round, int rounds) {
        if (route.service().departed()) {
            return failed(route.failure().apply(unavailable(route.service())));
        }
        return services.call(route.service(), route.path(), authorization(request, route.service()),
                route.body().apply(round), route.timeout(), request.channel(), request.channel().cancellation())
                .thenCompose(outcome -> switch (outcome) {
                    case ForwardOutcome.Answered<ServiceReply> answered -> next(request, route, answered.answer(),
                            rounds);
                    case ForwardOutcome.Refused<ServiceReply> refused -> Stages.failed(refusal(refused.error()));
                    case ForwardOutcome.Failed<ServiceReply> failed -> failed(
                            route.failure().apply(failed.reason() + "."));
                });
    }

    private CompletionStage<ServiceReply> next(RequestContext request, Route route, ServiceReply reply, int rounds) {
        return switch (reply) {
            case ServiceReply.Completed completed -> CompletableFuture.completedFuture(completed);
            case ServiceReply.RunAsTask runAsTask when route.taskAllowed() && rounds == 0 ->
                CompletableFuture.completedFuture(runAsTask);
            case ServiceReply.RunAsTask ignored -> failed(route.failure().apply(
                    "the service answered that the call should run as a task, which this call cannot become"));
            case ServiceReply.NeedsInput ignored when rounds >= config.input().maxRounds() -> failed(route.failure()
                    .apply("it still needed client input after " + config.input().maxRounds() + " rounds"));
            case ServiceReply.NeedsInput needsInput -> Stages.onVirtualThread(virtualThreads,
                    () -> switch (clientInput.next(request, route.target(), needsInput.request())) {
                        case InputStep.Answer answer -> CompletableFuture.completedFuture(
                                new ServiceReply.NeedsInput(answer.handedOn()));
                        case InputStep.Fail fail -> failed(route.failure().apply(fail.reason()));
                        case InputStep.Retry ignored when request.channel().cancellation().isCancelled() -> failed(
                                route.failure().apply("the request was cancelled"));
                        case InputStep.Retry retry -> forward(request, route, retry.round(), rounds + 1);
                    });
        };
    }

    /**
     * Where and how a request is forwarded.
     *
     * @param target the tool or prompt name, or the resource URI (what a sealed state is bound to)
     * @param body the internal request for a round of input
     * @param failure the result to answer with when the call cannot be completed (or throws the era's error)
     * @param taskAllowed whether the service may answer that the call should run as a task (on the first round: a
     *        call that may become a task is a 2026-07-28 one, whose client input never loops inside one request)
     */
    record Route(ServiceEndpoint service, String path, String target, Function<InputRound, Object> body,
            Duration timeout, Function<String, ObjectNode> failure, boolean taskAllowed) {

        Route(ServiceEndpoint service, String path, String target, Function<InputRound, Object> body,
                Duration timeout, Function<String, ObjectNode> failure) {
            this(service, path, target, body, timeout, failure, false);
        }
    }

    /** The internal token of one call: for this service, this principal, this request. */
    String authorization(RequestContext request, ServiceEndpoint service) {
        return tokens.bearer(service.name(), request.principal());
    }

    /** Who calls and what their client wants streamed, as the internal contract tells a service. */
    static CallContext callContext(RequestContext request) {
        return new CallContext(request.requestIdText(), request.principal().tenant(), request.principal().subject(),
                request.clientCapabilities(), request.channel().progressToken() != null,
                request.channel().logLevel(), request.sessionId());
    }

    /** The service refused the request: its contract error is the client's JSON-RPC error. */
    static McpException refusal(ContractError error) {
        return new McpException(error.code(), error.message(), error.data(), 200);
    }

    /** Why a call to a service whose registration vanished is not even tried, and when to try again. */
    private String unavailable(ServiceEndpoint service) {
        long away = Math.max(0, Duration.between(service.departedAt(), Instant.now()).toSeconds());
        long retry = Math.max(1, config.catalog().resyncInterval().toSeconds());
        return "service '" + service.name() + "' is temporarily unavailable (not registered for " + away
                + " s); retry in " + retry + " s";
    }

    private static CompletionStage<ServiceReply> failed(ObjectNode result) {
        return CompletableFuture.completedFuture(new ServiceReply.Completed(result));
    }

    /** The result of a call that cannot become a task: the service's, or the input it hands on. */
    ObjectNode result(ServiceReply reply) {
        return switch (reply) {
            case ServiceReply.Completed completed -> completed.json();
            case ServiceReply.NeedsInput needsInput -> needsInput.result(json);
            case ServiceReply.RunAsTask ignored -> throw new IllegalStateException(
                    "a call that may not become a task ended as one");
        };
    }
}
