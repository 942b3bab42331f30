package dev.switchboard.bridge.relay;

import java.time.Duration;
import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.kit.CallEvents;
import reactor.core.publisher.Mono;

/**
 * One internal call to relay: who calls, the MRTR fields of a retry, how to start the upstream request (given the
 * bridge call id, which becomes its progress token) and how to cancel it. A retry for another replica's call is
 * forwarded there as it arrived, by the kit ({@code events} names the call).
 */
public record RelayedCall(
        String upstream,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState,
        CallEvents events,
        Duration timeout,
        Function<String, Mono<JsonNode>> start,
        Canceller cancel) {

    public RelayedCall {
        inputResponses = inputResponses == null ? Map.of() : inputResponses;
    }

    @FunctionalInterface
    public interface Canceller {
        void cancel(String callId, String reason);
    }
}
