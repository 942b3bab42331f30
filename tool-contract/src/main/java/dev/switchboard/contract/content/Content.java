package dev.switchboard.contract.content;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** A content block of a tool result or prompt message, discriminated by {@code type} as in MCP. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = TextContent.class, name = "text"),
        @JsonSubTypes.Type(value = ImageContent.class, name = "image"),
        @JsonSubTypes.Type(value = AudioContent.class, name = "audio"),
        @JsonSubTypes.Type(value = ResourceLinkContent.class, name = "resource_link"),
        @JsonSubTypes.Type(value = EmbeddedResourceContent.class, name = "resource") })
public sealed interface Content
        permits TextContent, ImageContent, AudioContent, ResourceLinkContent, EmbeddedResourceContent {

    static TextContent text(String text) {
        return new TextContent(text, null, null);
    }

    static ImageContent image(String base64Data, String mimeType) {
        return new ImageContent(base64Data, mimeType, null, null);
    }

    static AudioContent audio(String base64Data, String mimeType) {
        return new AudioContent(base64Data, mimeType, null, null);
    }

    static EmbeddedResourceContent resource(ResourceContents resource) {
        return new EmbeddedResourceContent(resource, null, null);
    }
}
