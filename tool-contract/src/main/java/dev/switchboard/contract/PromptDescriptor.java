package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A prompt as MCP lists it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PromptDescriptor(
        String name,
        String title,
        String description,
        List<PromptArgument> arguments,
        JsonNode icons,
        @JsonProperty("_meta") ObjectNode meta) {

    public PromptDescriptor {
        Objects.requireNonNull(name, "name");
    }

    public static PromptDescriptor of(String name, String description, List<PromptArgument> arguments) {
        return new PromptDescriptor(name, null, description, arguments, null, null);
    }
}
