package dev.switchboard.contract.content;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A pointer to a resource the client may read later. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceLinkContent(
        String uri,
        String name,
        String title,
        String description,
        String mimeType,
        Long size,
        ObjectNode annotations,
        @JsonProperty("_meta") ObjectNode meta) implements Content {

    public ResourceLinkContent {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
    }
}
