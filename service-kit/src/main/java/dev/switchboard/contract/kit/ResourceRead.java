package dev.switchboard.contract.kit;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.CallContext;

/** One {@code resources/read} as a resource provider sees it. */
public record ResourceRead(
        String uri,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState,
        CallEvents events) {

    public ResourceRead {
        inputResponses = inputResponses == null ? Map.of() : inputResponses;
    }
}
