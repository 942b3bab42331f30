package dev.switchboard.bridge.relay;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.upstream.UpstreamRequestRefused;
import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.kit.CallEvents;
import reactor.core.publisher.Mono;

/**
 * One upstream call the bridge has open, possibly across several internal calls (MRTR rounds): the upstream's steps
 * queue up here and whichever internal call currently waits for the call takes them. Events (progress, logs) go to
 * the internal call attached right now; between rounds they are dropped.
 */
final class ActiveCall {

    private final String id;
    private final String upstream;
    private final String tenant;
    private final String subject;
    private final LinkedBlockingDeque<Step> steps = new LinkedBlockingDeque<>();
    private final Map<String, CompletableFuture<JsonNode>> awaiting = new ConcurrentHashMap<>();
    private final AtomicInteger keys = new AtomicInteger();
    private final AtomicInteger rounds = new AtomicInteger();
    private volatile CallContext context;
    private volatile CallEvents events = CallEvents.NONE;
    private volatile Runnable canceller = () -> {
    };

    ActiveCall(String id, String upstream, CallContext context) {
        this.id = id;
        this.upstream = upstream;
        this.tenant = context.tenant();
        this.subject = context.subject();
        this.context = context;
    }

    String id() {
        return id;
    }

    String upstream() {
        return upstream;
    }

    /** A retry must come from the caller that started the call. */
    boolean belongsTo(CallContext caller) {
        return Objects.equals(tenant, caller.tenant()) && Objects.equals(subject, caller.subject());
    }

    void onCancel(Runnable canceller) {
        this.canceller = canceller;
    }

    /** An internal call now waits for this upstream call; returns the round number. */
    int attach(CallContext caller, CallEvents callerEvents) {
        this.context = caller;
        this.events = callerEvents;
        return rounds.incrementAndGet();
    }

    void detach() {
        this.events = CallEvents.NONE;
    }

    int round() {
        return rounds.get();
    }

    boolean attached() {
        return events != CallEvents.NONE;
    }

    /** The upstream asks the client something (sampling, elicitation, roots) during this call. */
    Mono<JsonNode> ask(String method, JsonNode params) {
        String capability = capabilityOf(method);
        if (!context.clientSupports(capability)) {
            return Mono.error(new UpstreamRequestRefused(UpstreamRequestRefused.METHOD_NOT_FOUND,
                    "The client behind the bridge did not declare the " + capability + " capability"));
        }
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        String key = capability + "-" + keys.incrementAndGet();
        steps.add(new Step.Input(key, new InputRequest(method, params), answer));
        return Mono.fromFuture(answer);
    }

    void finish(JsonNode result) {
        steps.add(new Step.Done(result));
    }

    void fail(Throwable error) {
        steps.add(new Step.Failed(error));
    }

    /** The next step, or null after {@code waitMs}. */
    Step next(long waitMs) throws InterruptedException {
        return steps.poll(waitMs, TimeUnit.MILLISECONDS);
    }

    /** Input requests the upstream sent together with {@code first}, without waiting. */
    List<Step.Input> gather(Step.Input first) {
        List<Step.Input> inputs = new java.util.ArrayList<>(List.of(first));
        while (steps.peekFirst() instanceof Step.Input) {
            Step next = steps.pollFirst();
            if (next instanceof Step.Input input) {
                inputs.add(input);
            }
        }
        inputs.forEach(input -> awaiting.put(input.key(), input.answer()));
        return inputs;
    }

    /** Completes the upstream's requests the client answered; returns those still unanswered. */
    Map<String, CompletableFuture<JsonNode>> answer(Map<String, JsonNode> responses) {
        Map<String, CompletableFuture<JsonNode>> open = new LinkedHashMap<>();
        awaiting.forEach((key, future) -> {
            JsonNode response = responses.get(key);
            if (response != null) {
                future.complete(response);
            } else {
                open.put(key, future);
            }
        });
        awaiting.keySet().retainAll(open.keySet());
        return open;
    }

    void progress(JsonNode params) {
        if (params.hasNonNull("progress")) {
            events.progress(params.get("progress").asDouble(),
                    params.hasNonNull("total") ? params.get("total").asDouble() : null,
                    params.hasNonNull("message") ? params.get("message").asText() : null);
        }
    }

    void log(JsonNode params) {
        try {
            events.log(params.path("level").asText("info"), params.path("logger").asText(null), params.get("data"));
        } catch (IllegalArgumentException e) {
            events.log("info", params.path("logger").asText(null), params.get("data"));
        }
    }

    /** Stops the upstream call (the SDK request and a {@code notifications/cancelled} upstream). */
    void cancel() {
        awaiting.values().forEach(future -> future.completeExceptionally(
                new UpstreamRequestRefused(UpstreamRequestRefused.INTERNAL_ERROR, "the call was cancelled")));
        awaiting.clear();
        canceller.run();
    }

    private static String capabilityOf(String method) {
        return switch (method) {
            case InputRequest.SAMPLING -> "sampling";
            case InputRequest.ELICITATION -> "elicitation";
            case InputRequest.ROOTS -> "roots";
            default -> method;
        };
    }
}
