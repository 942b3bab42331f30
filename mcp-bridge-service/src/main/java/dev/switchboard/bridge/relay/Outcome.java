package dev.switchboard.bridge.relay;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.InputRequired;

/** How one round of a relayed call ended. */
public sealed interface Outcome {

    /** The upstream's result, as JSON. */
    record Finished(JsonNode result) implements Outcome {
    }

    /** The upstream waits for the client: answer {@code input_required}; the upstream call stays open. */
    record NeedsInput(InputRequired inputRequired) implements Outcome {
    }

    /** Another replica held the call and answered this contract result (JSON with {@code resultType}). */
    record Forwarded(JsonNode contractResult) implements Outcome {
    }

    /** The call cannot finish; {@code message} names the upstream and says what to do. */
    record Failed(String message, Throwable cause) implements Outcome {
    }
}
