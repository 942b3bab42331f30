package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A concrete resource as MCP lists it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceDescriptor(
        String uri,
        String name,
        String title,
        String description,
        String mimeType,
        Long size,
        ObjectNode annotations,
        JsonNode icons,
        @JsonProperty("_meta") ObjectNode meta) {

    public ResourceDescriptor {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
    }

    public static ResourceDescriptor of(String uri, String name, String description, String mimeType) {
        return new ResourceDescriptor(uri, name, null, description, mimeType, null, null, null, null);
    }
}
