package dev.switchboard.bridge.upstream;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import reactor.core.publisher.Mono;

/**
 * A client session with an upstream that a call goes over: the upstream's shared session, or (token exchange) one of
 * the caller's own. {@code callId} is the bridge call id, which the upstream sees as the progress token.
 */
public interface UpstreamSession {

    Mono<JsonNode> callTool(String tool, JsonNode arguments, String callId);

    Mono<JsonNode> getPrompt(String prompt, Map<String, String> arguments, String callId);

    Mono<JsonNode> readResource(String uri, String callId);

    /** Stops an upstream request: {@code notifications/cancelled} with the id the upstream knows it by. */
    void cancel(String callId, String reason);
}
