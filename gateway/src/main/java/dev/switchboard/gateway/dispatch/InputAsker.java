package dev.switchboard.gateway.dispatch;

import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.InputRequest;

/**
 * Sends server→client requests to a session-era client and waits for its answers (the gateway's half of bridging
 * MRTR for clients that predate it).
 */
public interface InputAsker {

    /**
     * Sends every request and returns each answer's JSON-RPC {@code result}, keyed like the requests.
     *
     * @throws InputFailure when the client answers with an error, does not answer in time, or goes away
     */
    Map<String, JsonNode> ask(Map<String, InputRequest> requests, Duration timeout);

    /** Why a round of client input could not be completed; the message is written for the model to read. */
    class InputFailure extends RuntimeException {

        public InputFailure(String message) {
            super(message);
        }
    }
}
