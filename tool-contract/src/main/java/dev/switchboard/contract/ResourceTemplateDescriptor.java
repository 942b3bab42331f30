package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A family of resources addressed by an RFC 6570 URI template, plus the gateway hint {@code appAliases}: other templates
 * an MCP App's view may address them by (the template its own server gave them, with the same expressions, where a
 * bridge exposes them under another).
 */
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
        @JsonProperty("_meta") ObjectNode meta,
        List<String> appAliases) {

    public ResourceTemplateDescriptor {
        Objects.requireNonNull(uriTemplate, "uriTemplate");
        Objects.requireNonNull(name, "name");
        appAliases = appAliases == null || appAliases.isEmpty() ? null : List.copyOf(appAliases);
    }

    /** A template no view addresses by another. */
    public ResourceTemplateDescriptor(String uriTemplate, String name, String title, String description,
            String mimeType, ObjectNode annotations, JsonNode icons, ObjectNode meta) {
        this(uriTemplate, name, title, description, mimeType, annotations, icons, meta, null);
    }

    /** The other templates a view may address these resources by; empty for most templates. */
    public List<String> appAliasesOrNone() {
        return appAliases == null ? List.of() : appAliases;
    }

    public static ResourceTemplateDescriptor of(String uriTemplate, String name, String description, String mimeType) {
        return new ResourceTemplateDescriptor(uriTemplate, name, null, description, mimeType, null, null, null);
    }
}
