package dev.switchboard.contract;

import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/** {@code POST /internal/v1/resources/read}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceReadRequest(
        String uri,
        CallContext context,
        Map<String, JsonNode> inputResponses,
        String requestState) {

    public ResourceReadRequest {
        Objects.requireNonNull(uri, "uri");
        context = context == null ? CallContext.none() : context;
    }
}
