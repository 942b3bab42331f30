package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A prompt as MCP lists it, plus the tenants that may see and get it (every tenant when absent). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PromptDescriptor(
        String name,
        String title,
        String description,
        List<PromptArgument> arguments,
        JsonNode icons,
        @JsonProperty("_meta") ObjectNode meta,
        List<String> tenants) {

    public PromptDescriptor {
        Objects.requireNonNull(name, "name");
        tenants = tenants == null ? null : List.copyOf(tenants);
    }

    public static PromptDescriptor of(String name, String description, List<PromptArgument> arguments) {
        return new PromptDescriptor(name, null, description, arguments, null, null, null);
    }

    /** Whether a caller of {@code tenant} may see and get the prompt. */
    public boolean visibleTo(String tenant) {
        return tenants == null || tenants.contains(tenant);
    }
}
