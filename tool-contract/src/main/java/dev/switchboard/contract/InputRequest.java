package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * One thing a service needs from the client before it can finish: {@code sampling/createMessage}, {@code elicitation/create} or
 * {@code roots/list}.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record InputRequest(String method, JsonNode params) {

    public static final String SAMPLING = "sampling/createMessage";
    public static final String ELICITATION = "elicitation/create";
    public static final String ROOTS = "roots/list";

    public InputRequest {
        Objects.requireNonNull(method, "method");
        params = params == null ? JsonNodeFactory.instance.objectNode() : params;
    }
}
