package dev.switchboard.gateway.clientinput;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** The client input of an MRTR retry: answers keyed like the service's requests, and the service's own state. */
public record InputRound(Map<String, JsonNode> inputResponses, String requestState) {

    public static final InputRound FIRST = new InputRound(null, null);

    public boolean isRetry() {
        return requestState != null || (inputResponses != null && !inputResponses.isEmpty());
    }
}
