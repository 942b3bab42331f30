package dev.switchboard.contract;

import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * {@code POST /internal/v1/completions}: complete {@code argumentName} (typed so far: {@code value}) of the prompt or
 * resource template named by {@code refType} ({@code ref/prompt} or {@code ref/resource}) and {@code ref}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CompletionRequest(
        String refType,
        String ref,
        String argumentName,
        String value,
        Map<String, String> resolvedArguments,
        CallContext context) {

    public CompletionRequest {
        Objects.requireNonNull(refType, "refType");
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(argumentName, "argumentName");
        value = value == null ? "" : value;
        resolvedArguments = resolvedArguments == null ? Map.of() : Map.copyOf(resolvedArguments);
        context = context == null ? CallContext.none() : context;
    }
}
