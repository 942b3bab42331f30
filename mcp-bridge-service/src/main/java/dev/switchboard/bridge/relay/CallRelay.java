package dev.switchboard.bridge.relay;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.upstream.RoutingContext;
import dev.switchboard.bridge.upstream.UpstreamUnavailableException;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.kit.ContractException;
import reactor.core.Disposable;

/**
 * Runs relayed calls round by round. A first call starts the upstream request and waits for its next step: the
 * result, a failure, or requests for the client, which become {@code input_required} while the upstream request stays
 * open (for at most {@code bridge.input-timeout}). A retry carries the client's answers: they complete the upstream's
 * pending requests on the replica that holds the call (forwarded there if this is another replica), and the wait goes
 * on. A caller that goes away cancels the upstream request.
 */
@ApplicationScoped
public class CallRelay {

    private static final Logger LOG = Logger.getLogger(CallRelay.class);
    private static final long POLL_MS = 50;

    private final ActiveCalls calls;
    private final ReplicaDirectory replicas;
    private final ReplicaForwarder forwarder;
    private final BridgeConfig config;
    private final ObjectMapper json;
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("bridge-input-expiry").daemon().factory());

    CallRelay(ActiveCalls calls, ReplicaDirectory replicas, ReplicaForwarder forwarder, BridgeConfig config,
            ObjectMapper json) {
        this.calls = calls;
        this.replicas = replicas;
        this.forwarder = forwarder;
        this.config = config;
        this.json = json;
    }

    public Outcome run(RelayedCall relayed) {
        if (relayed.requestState() == null) {
            return start(relayed);
        }
        RelayState state = RelayState.decode(relayed.requestState(), json);
        if (!state.replicaId().equals(replicas.id())) {
            return forward(relayed, state);
        }
        ActiveCall call = calls.get(state.callId()).orElse(null);
        if (call == null) {
            return gone(relayed.upstream());
        }
        if (!call.belongsTo(relayed.context())) {
            throw ContractException.invalidParams("requestState belongs to another caller");
        }
        Map<String, CompletableFuture<JsonNode>> open = call.answer(relayed.inputResponses());
        if (!open.isEmpty()) {
            LOG.debugf("Call %s: %d input request(s) still unanswered", call.id(), open.size());
        }
        return await(call, relayed);
    }

    private Outcome start(RelayedCall relayed) {
        String id = UUID.randomUUID().toString();
        ActiveCall call = new ActiveCall(id, relayed.upstream(), relayed.context());
        calls.add(call);
        Disposable subscription = relayed.start().apply(id)
                .contextWrite(context -> context.put(RoutingContext.CALL_ID, id))
                .subscribe(call::finish, call::fail);
        call.onCancel(() -> {
            subscription.dispose();
            relayed.cancel().cancel(id, "cancelled by the client");
        });
        return await(call, relayed);
    }

    private Outcome await(ActiveCall call, RelayedCall relayed) {
        int round = call.attach(relayed.context(), relayed.events());
        long deadline = System.nanoTime() + relayed.timeout().toNanos();
        try {
            while (true) {
                Step step = call.next(POLL_MS);
                if (step == null) {
                    if (relayed.events().cancelled()) {
                        end(call);
                        return new Outcome.Failed("Cancelled", null);
                    }
                    if (System.nanoTime() > deadline) {
                        end(call);
                        return new Outcome.Failed("Upstream '" + call.upstream() + "' did not answer within "
                                + relayed.timeout().toMillis() + " ms; the call was cancelled", null);
                    }
                    continue;
                }
                switch (step) {
                    case Step.Done done -> {
                        calls.remove(call.id());
                        return new Outcome.Finished(done.result());
                    }
                    case Step.Failed failed -> {
                        calls.remove(call.id());
                        return new Outcome.Failed(describe(call.upstream(), failed.error()), failed.error());
                    }
                    case Step.Input input -> {
                        return needsInput(call, round, call.gather(input));
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            end(call);
            return new Outcome.Failed("Interrupted", e);
        } finally {
            call.detach();
        }
    }

    private Outcome needsInput(ActiveCall call, int round, List<Step.Input> inputs) {
        Map<String, InputRequest> requests = new LinkedHashMap<>();
        inputs.forEach(input -> requests.put(input.key(), input.request()));
        timers.schedule(() -> {
            if (call.round() == round && !call.attached() && calls.get(call.id()).isPresent()) {
                LOG.infof("Call %s to upstream '%s' expired waiting for the client's answer", call.id(),
                        call.upstream());
                end(call);
            }
        }, config.inputTimeout().toMillis(), TimeUnit.MILLISECONDS);
        String state = new RelayState(call.id(), replicas.id()).encode(json);
        return new Outcome.NeedsInput(new InputRequired(requests, state));
    }

    private Outcome forward(RelayedCall relayed, RelayState state) {
        String url = replicas.urlOf(state.replicaId()).orElse(null);
        if (url == null) {
            return gone(relayed.upstream());
        }
        try {
            return new Outcome.Forwarded(forwarder.forward(url, relayed.events(),
                    relayed.timeout().plusSeconds(5)));
        } catch (ReplicaForwarder.ReplicaUnreachableException e) {
            LOG.infof("Bridge replica %s (%s) unreachable for a retry: %s", state.replicaId(), url, e.getMessage());
            return gone(relayed.upstream());
        } catch (ReplicaForwarder.ReplicaReplyTooLargeException e) {
            LOG.warnf("Bridge replica %s (%s) answered a retry with too much: %s", state.replicaId(), url,
                    e.getMessage());
            return new Outcome.Failed("The answer of the bridge replica holding the open call to upstream '"
                    + relayed.upstream() + "' was refused: " + e.getMessage() + ".", e);
        }
    }

    private void end(ActiveCall call) {
        calls.remove(call.id());
        call.cancel();
    }

    private static Outcome gone(String upstream) {
        return new Outcome.Failed("The open call to upstream '" + upstream + "' that this answer belongs to is gone "
                + "(it expired, or the bridge replica holding it stopped); call the tool again.", null);
    }

    static String describe(String upstream, Throwable error) {
        if (error instanceof UpstreamUnavailableException unavailable) {
            return unavailable.getMessage();
        }
        Throwable cause = error;
        while (cause.getCause() != null && cause.getCause() != cause && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        return "Upstream '" + upstream + "' failed: " + cause.getMessage();
    }

    @PreDestroy
    void stop() {
        timers.shutdownNow();
    }
}
