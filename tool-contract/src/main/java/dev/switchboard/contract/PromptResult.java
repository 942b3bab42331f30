package dev.switchboard.contract;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import dev.switchboard.contract.content.PromptMessage;

/** What {@code prompts/get} answers. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = ResultTypes.FIELD)
@JsonSubTypes({
        @JsonSubTypes.Type(value = PromptResult.Complete.class, name = ResultTypes.COMPLETE),
        @JsonSubTypes.Type(value = InputRequired.class, name = ResultTypes.INPUT_REQUIRED) })
public sealed interface PromptResult permits PromptResult.Complete, InputRequired {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Complete(String description, List<PromptMessage> messages) implements PromptResult {

        public Complete {
            messages = messages == null ? List.of() : List.copyOf(messages);
        }
    }

    static PromptResult of(String description, PromptMessage... messages) {
        return new Complete(description, List.of(messages));
    }
}
