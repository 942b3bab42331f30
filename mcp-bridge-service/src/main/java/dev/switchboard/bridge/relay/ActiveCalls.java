package dev.switchboard.bridge.relay;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.upstream.UpstreamRequestRefused;
import dev.switchboard.contract.InputRequest;
import reactor.core.publisher.Mono;

/**
 * Every upstream call this replica holds open, by bridge call id (which is also the progress token the upstream sees),
 * and the routing of an upstream's own requests and notifications to them. A message the transport could attribute
 * names its call; one it could not (stdio, a standalone stream) goes to the only open call of its upstream, and an
 * upstream request that could belong to several calls is refused rather than shown to the wrong client.
 */
@ApplicationScoped
public class ActiveCalls {

    private final Map<String, ActiveCall> calls = new ConcurrentHashMap<>();

    void add(ActiveCall call) {
        calls.put(call.id(), call);
    }

    Optional<ActiveCall> get(String id) {
        return Optional.ofNullable(calls.get(id));
    }

    void remove(String id) {
        calls.remove(id);
    }

    /** Open calls of one upstream. */
    public int count(String upstream) {
        return (int) calls.values().stream().filter(call -> call.upstream().equals(upstream)).count();
    }

    /** The upstream went away: every call it had open ends with {@code error}. */
    public void failAll(String upstream, Throwable error) {
        calls.values().stream().filter(call -> call.upstream().equals(upstream)).forEach(call -> call.fail(error));
    }

    /**
     * A server→client request of {@code upstream}; empty when no call can be named, so the caller may answer
     * by itself (roots) or refuse.
     */
    public Optional<Mono<JsonNode>> ask(String upstream, String method, JsonNode params, String callId) {
        Optional<ActiveCall> call = attribute(upstream, callId);
        if (call.isEmpty()) {
            long open = count(upstream);
            if (open > 1 && !InputRequest.ROOTS.equals(method)) {
                return Optional.of(Mono.error(new UpstreamRequestRefused(UpstreamRequestRefused.INVALID_REQUEST,
                        "The bridge cannot tell which of " + open + " concurrent calls this " + method
                                + " request belongs to; send it during a call on its own response stream")));
            }
            return Optional.empty();
        }
        return Optional.of(call.get().ask(method, params));
    }

    public void progress(JsonNode params) {
        JsonNode token = params.get("progressToken");
        if (token != null && token.isTextual()) {
            get(token.asText()).ifPresent(call -> call.progress(params));
        }
    }

    /** A log message goes to its call, or to every attached call of the upstream when it names none. */
    public void log(String upstream, JsonNode params, String callId) {
        if (callId != null) {
            get(callId).ifPresent(call -> call.log(params));
            return;
        }
        List<ActiveCall> attached = calls.values().stream()
                .filter(call -> call.upstream().equals(upstream) && call.attached()).toList();
        attached.forEach(call -> call.log(params));
    }

    private Optional<ActiveCall> attribute(String upstream, String callId) {
        if (callId != null) {
            return get(callId).filter(call -> call.upstream().equals(upstream));
        }
        List<ActiveCall> open = calls.values().stream().filter(call -> call.upstream().equals(upstream)).toList();
        return open.size() == 1 ? Optional.of(open.get(0)) : Optional.empty();
    }
}
