package dev.switchboard.contract.content;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;

@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record TextContent(String text, ObjectNode annotations, @JsonProperty("_meta") ObjectNode meta) implements Content {

    public TextContent {
        Objects.requireNonNull(text, "text");
    }
}
