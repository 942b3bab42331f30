package dev.switchboard.gateway.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The result of a tool call in contract shape ({@code resultType} plus its fields), ready to be shaped for the
 * client's era.
 */
public record ToolCallOutcome(ObjectNode result) {

    public boolean isComplete() {
        return "complete".equals(result.path("resultType").asText());
    }

    public boolean isError() {
        return result.path("isError").asBoolean(false);
    }
}
