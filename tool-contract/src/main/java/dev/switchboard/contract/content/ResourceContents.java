package dev.switchboard.contract.content;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The contents of one resource: exactly one of {@code text} or base64 {@code blob}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceContents(String uri, String mimeType, String text, String blob,
        @JsonProperty("_meta") ObjectNode meta) {

    public ResourceContents {
        Objects.requireNonNull(uri, "uri");
        if ((text == null) == (blob == null)) {
            throw new IllegalArgumentException("Resource contents need exactly one of text or blob: " + uri);
        }
    }

    public static ResourceContents text(String uri, String mimeType, String text) {
        return new ResourceContents(uri, mimeType, text, null, null);
    }

    public static ResourceContents blob(String uri, String mimeType, String base64) {
        return new ResourceContents(uri, mimeType, null, base64, null);
    }
}
