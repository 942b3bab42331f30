package dev.switchboard.gateway.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A result in contract shape ({@code resultType} and its fields), ready to be shaped for the client's era: complete,
 * or (2026 clients only) {@code input_required}.
 */
public record CallOutcome(ObjectNode result) {

    public boolean isComplete() {
        return !"input_required".equals(result.path("resultType").asText());
    }

    public boolean isError() {
        return result.path("isError").asBoolean(false);
    }
}
