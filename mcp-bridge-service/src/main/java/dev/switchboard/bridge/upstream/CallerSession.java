package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.relay.ActiveCalls;
import dev.switchboard.contract.InputRequest;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpTransportException;
import io.modelcontextprotocol.spec.McpTransportSessionNotFoundException;
import reactor.core.publisher.Mono;

/**
 * One caller's own session with a token-exchange upstream. What the upstream sends on it reaches that caller's calls
 * only: a message the transport could not attribute goes to the session's only open call, or is refused (requests) or
 * dropped (notifications), never to another caller's call of the same upstream.
 */
final class CallerSession implements UpstreamSession, UpstreamMessages {

    private final UpstreamConnection upstream;
    private final Caller caller;
    private final ActiveCalls calls;
    private final ObjectMapper json;
    private final Set<String> openCalls = ConcurrentHashMap.newKeySet();
    private volatile String subjectToken;
    private volatile Instant lastUsed = Instant.now();
    private volatile McpAsyncClient client;
    private volatile RoutingTransport transport;
    private volatile boolean closed;

    CallerSession(UpstreamConnection upstream, Caller caller, ActiveCalls calls, ObjectMapper json,
            String subjectToken) {
        this.upstream = upstream;
        this.caller = caller;
        this.calls = calls;
        this.json = json;
        this.subjectToken = subjectToken;
    }

    /** The SDK client of this session, null once closed. */
    McpAsyncClient client() {
        return client;
    }

    void connected(McpAsyncClient client, RoutingTransport transport) {
        this.client = client;
        this.transport = transport;
    }

    /** The subject token of the caller's latest call: what a token renewed mid-session is exchanged for. */
    String subjectToken() {
        return subjectToken;
    }

    void renew(String subjectToken) {
        if (subjectToken != null) {
            this.subjectToken = subjectToken;
        }
        lastUsed = Instant.now();
    }

    boolean alive() {
        return !closed && client != null;
    }

    boolean idle() {
        return openCalls.isEmpty();
    }

    Instant lastUsed() {
        return lastUsed;
    }

    // --- calls ------------------------------------------------------------------------------------------------------

    @Override
    public Mono<JsonNode> callTool(String tool, JsonNode arguments, String callId) {
        return tracked(callId, () -> ClientCalls.callTool(client, json, tool, arguments, callId));
    }

    @Override
    public Mono<JsonNode> getPrompt(String prompt, Map<String, String> arguments, String callId) {
        return tracked(callId, () -> ClientCalls.getPrompt(client, json, prompt, arguments, callId));
    }

    @Override
    public Mono<JsonNode> readResource(String uri, String callId) {
        return tracked(callId, () -> ClientCalls.readResource(client, json, uri, callId));
    }

    @Override
    public void cancel(String callId, String reason) {
        RoutingTransport current = transport;
        if (current != null) {
            current.cancel(callId, reason).onErrorComplete().subscribe();
        }
    }

    private Mono<JsonNode> tracked(String callId, Supplier<Mono<JsonNode>> request) {
        return Mono.defer(() -> {
            if (!alive()) {
                return Mono.error(new UpstreamUnavailableException("The caller's session with upstream '"
                        + upstream.name() + "' was closed; call again."));
            }
            openCalls.add(callId);
            lastUsed = Instant.now();
            return request.get();
        }).doOnError(error -> {
            if (lostTransport(error)) {
                closed = true;
            }
        }).doFinally(signal -> {
            openCalls.remove(callId);
            lastUsed = Instant.now();
            RoutingTransport current = transport;
            if (current != null) {
                current.forget(callId);
            }
        });
    }

    /** The session itself failed (connection lost, session gone upstream): the caller's next call opens a new one. */
    private static boolean lostTransport(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof McpTransportException || cause instanceof McpTransportSessionNotFoundException) {
                return true;
            }
        }
        return false;
    }

    // --- what the upstream sends on this session --------------------------------------------------------------------

    @Override
    public Mono<JsonNode> request(String method, JsonNode params, String callId) {
        String call = attributed(callId);
        if (call != null) {
            return upstream.request(method, params, call);
        }
        if (InputRequest.ROOTS.equals(method)) {
            return upstream.roots();
        }
        return Mono.error(new UpstreamRequestRefused(UpstreamRequestRefused.INVALID_REQUEST,
                "No call of this session is in progress to answer " + method));
    }

    @Override
    public void notification(String method, JsonNode params, String callId) {
        if (McpSchema.METHOD_NOTIFICATION_PROGRESS.equals(method)) {
            JsonNode token = params.get("progressToken");
            if (token != null && token.isTextual() && openCalls.contains(token.asText())) {
                calls.progress(params);
            }
            return;
        }
        String call = attributed(callId);
        if (call != null) {
            calls.log(upstream.name(), params, call);
        }
    }

    /** The call of this session a message belongs to: the one the transport named, else the only one open. */
    private String attributed(String callId) {
        if (callId != null) {
            return openCalls.contains(callId) ? callId : null;
        }
        Set<String> now = Set.copyOf(openCalls);
        return now.size() == 1 ? now.iterator().next() : null;
    }

    void close() {
        closed = true;
        McpAsyncClient current = client;
        client = null;
        transport = null;
        if (current != null) {
            try {
                current.closeGracefully().block(Duration.ofSeconds(5));
            } catch (RuntimeException e) {
                current.close();
            }
        }
    }
}
