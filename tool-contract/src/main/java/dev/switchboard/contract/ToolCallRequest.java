package dev.switchboard.contract;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** {@code POST /internal/v1/tools/{name}}; {@code inputResponses}/{@code requestState} only on an MRTR retry. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ToolCallRequest(
        ObjectNode arguments,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState) {

    public ToolCallRequest {
        arguments = arguments == null ? JsonNodeFactory.instance.objectNode() : arguments;
        context = context == null ? CallContext.none() : context;
    }
}
