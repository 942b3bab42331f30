package dev.switchboard.bridge.relay;

import java.util.concurrent.CompletableFuture;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.InputRequest;

/** What an upstream call did next, as the call's waiting handler sees it. */
sealed interface Step {

    /** The upstream asked the client something; {@code answer} completes the upstream's request. */
    record Input(String key, InputRequest request, CompletableFuture<JsonNode> answer) implements Step {
    }

    /** The upstream answered the call (the result as JSON). */
    record Done(JsonNode result) implements Step {
    }

    record Failed(Throwable error) implements Step {
    }
}
