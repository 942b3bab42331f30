package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A family of resources addressed by an RFC 6570 URI template. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceTemplateDescriptor(
        String uriTemplate,
        String name,
        String title,
        String description,
        String mimeType,
        ObjectNode annotations,
        JsonNode icons,
        @JsonProperty("_meta") ObjectNode meta) {

    public ResourceTemplateDescriptor {
        Objects.requireNonNull(uriTemplate, "uriTemplate");
        Objects.requireNonNull(name, "name");
    }

    public static ResourceTemplateDescriptor of(String uriTemplate, String name, String description, String mimeType) {
        return new ResourceTemplateDescriptor(uriTemplate, name, null, description, mimeType, null, null, null);
    }
}
