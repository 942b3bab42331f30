package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.content.Content;

/** What a tool call answers: {@code complete} or {@code input_required} (MRTR-shaped, so services stay stateless). */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = ResultTypes.FIELD)
@JsonSubTypes({
        @JsonSubTypes.Type(value = ToolResult.Complete.class, name = ResultTypes.COMPLETE),
        @JsonSubTypes.Type(value = InputRequired.class, name = ResultTypes.INPUT_REQUIRED) })
public sealed interface ToolResult permits ToolResult.Complete, InputRequired {

    /**
     * A finished call. {@code isError} marks a domain failure the model can read and act on; {@code _meta} reaches the
     * client as it is (an MCP App's view receives it with the result, the model does not), except for the keys MCP
     * reserves, which the gateway sets.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Complete(List<Content> content, JsonNode structuredContent, Boolean isError,
            @JsonProperty("_meta") ObjectNode meta) implements ToolResult {

        public Complete {
            content = content == null ? List.of() : List.copyOf(content);
        }

        /** A result without {@code _meta}. */
        public Complete(List<Content> content, JsonNode structuredContent, Boolean isError) {
            this(content, structuredContent, isError, null);
        }

        /** This result with {@code meta} as its {@code _meta}. */
        public Complete withMeta(ObjectNode meta) {
            return new Complete(content, structuredContent, isError, meta);
        }
    }

    /** A structured answer, with the same JSON as a text block for clients that only read text. */
    static Complete structured(JsonNode structuredContent) {
        Objects.requireNonNull(structuredContent, "structuredContent");
        return new Complete(List.of(Content.text(structuredContent.toString())), structuredContent, null);
    }

    static Complete of(Content... content) {
        return new Complete(List.of(content), null, null);
    }

    /** A domain failure, told to the model in words it can act on. */
    static ToolResult error(String message) {
        return new Complete(List.of(Content.text(message)), null, true);
    }
}
