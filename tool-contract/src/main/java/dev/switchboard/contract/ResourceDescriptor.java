package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A concrete resource as MCP lists it, plus the gateway hint {@code appAliases}: other URIs an MCP App's view may read
 * it by (the URI its own server gave it, where a bridge exposes it under another).
 */
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
        @JsonProperty("_meta") ObjectNode meta,
        List<String> appAliases) {

    public ResourceDescriptor {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        appAliases = appAliases == null || appAliases.isEmpty() ? null : List.copyOf(appAliases);
    }

    /** A resource no view reads by another URI. */
    public ResourceDescriptor(String uri, String name, String title, String description, String mimeType, Long size,
            ObjectNode annotations, JsonNode icons, ObjectNode meta) {
        this(uri, name, title, description, mimeType, size, annotations, icons, meta, null);
    }

    /** The other URIs a view may read this resource by; empty for most resources. */
    public List<String> appAliasesOrNone() {
        return appAliases == null ? List.of() : appAliases;
    }

    public static ResourceDescriptor of(String uri, String name, String description, String mimeType) {
        return new ResourceDescriptor(uri, name, null, description, mimeType, null, null, null, null);
    }
}
