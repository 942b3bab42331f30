package dev.switchboard.bridge.upstream;

import com.fasterxml.jackson.databind.JsonNode;

import reactor.core.publisher.Mono;

/**
 * What an upstream sends on its own: requests for the client (sampling, elicitation, roots) and notifications
 * (progress, log messages). {@code callId} is the bridge call whose HTTP exchange carried the message, when the
 * transport could tell (Streamable HTTP answers on the request's own stream); null otherwise (stdio, the standalone
 * stream).
 */
public interface UpstreamMessages {

    /** Answers a server→client request: the result object, or an error ({@link UpstreamRequestRefused}). */
    Mono<JsonNode> request(String method, JsonNode params, String callId);

    void notification(String method, JsonNode params, String callId);
}
