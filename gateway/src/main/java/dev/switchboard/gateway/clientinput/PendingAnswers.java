package dev.switchboard.gateway.clientinput;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

/** Server→client requests this replica is waiting on, by session and request id. */
@ApplicationScoped
class PendingAnswers {

    private final Map<String, CompletableFuture<JsonNode>> waiting = new ConcurrentHashMap<>();

    private static String key(String session, String requestId) {
        return session + "\n" + requestId;
    }

    /** Registers interest before the request is sent, so an answer cannot overtake it. */
    CompletableFuture<JsonNode> expect(String session, String requestId) {
        return waiting.computeIfAbsent(key(session, requestId), ignored -> new CompletableFuture<>());
    }

    /** Completes the wait with the client's whole JSON-RPC response; false when nobody here waits for it. */
    boolean deliver(String session, String requestId, JsonNode response) {
        CompletableFuture<JsonNode> future = waiting.remove(key(session, requestId));
        return future != null && future.complete(response);
    }

    void forget(String session, String requestId) {
        waiting.remove(key(session, requestId));
    }
}
