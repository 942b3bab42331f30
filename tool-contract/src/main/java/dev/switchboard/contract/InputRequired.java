package dev.switchboard.contract;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The MRTR answer of a service that needs input: the requests keyed by names the service chooses, and opaque state the
 * service gets back on the retry (it keeps nothing between the two calls).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record InputRequired(Map<String, InputRequest> inputRequests, String requestState)
        implements
            ToolResult,
            PromptResult,
            ResourceResult {

    public InputRequired {
        inputRequests = inputRequests == null ? Map.of() : Map.copyOf(inputRequests);
        if (inputRequests.isEmpty() && requestState == null) {
            throw new IllegalArgumentException("input_required needs inputRequests, requestState or both");
        }
    }
}
