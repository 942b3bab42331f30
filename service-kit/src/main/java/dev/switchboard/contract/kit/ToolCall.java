package dev.switchboard.contract.kit;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;

/** One tool invocation as a handler sees it. {@code inputResponses} and {@code requestState} are set on MRTR retries. */
public record ToolCall(
        String tool,
        ObjectNode arguments,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState,
        CallEvents events) {

    public ToolCall {
        inputResponses = inputResponses == null ? Map.of() : inputResponses;
    }

    public boolean isRetry() {
        return requestState != null || !inputResponses.isEmpty();
    }
}
