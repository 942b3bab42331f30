package dev.switchboard.contract.kit;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.CallContext;

/** One {@code prompts/get} as a prompt sees it. */
public record PromptCall(
        String prompt,
        Map<String, String> arguments,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState,
        CallEvents events) {

    public PromptCall {
        inputResponses = inputResponses == null ? Map.of() : inputResponses;
    }
}
