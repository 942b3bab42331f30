package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/** One argument a prompt accepts. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PromptArgument(String name, String title, String description, Boolean required) {

    public PromptArgument {
        Objects.requireNonNull(name, "name");
    }
}
