package dev.switchboard.gateway.notify;

import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.transport.SseStream;

/**
 * A 2026 {@code subscriptions/listen} stream and what it opted in to; every notification on it carries the
 * subscription id (the listen request's JSON-RPC id).
 */
public record ListenStream(JsonNode subscriptionId, SseStream sse, boolean tools, boolean prompts, boolean resources,
        Set<String> resourceUris) {
}
