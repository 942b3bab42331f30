package dev.switchboard.contract;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/** {@code POST /internal/v1/prompts/{name}}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PromptGetRequest(
        Map<String, String> arguments,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState) {

    public PromptGetRequest {
        arguments = arguments == null ? Map.of() : Map.copyOf(arguments);
        context = context == null ? CallContext.none() : context;
    }
}
