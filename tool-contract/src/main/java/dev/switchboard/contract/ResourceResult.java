package dev.switchboard.contract;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import dev.switchboard.contract.content.ResourceContents;

/** What {@code resources/read} answers. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = ResultTypes.FIELD)
@JsonSubTypes({
        @JsonSubTypes.Type(value = ResourceResult.Complete.class, name = ResultTypes.COMPLETE),
        @JsonSubTypes.Type(value = InputRequired.class, name = ResultTypes.INPUT_REQUIRED) })
public sealed interface ResourceResult permits ResourceResult.Complete, InputRequired {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Complete(List<ResourceContents> contents) implements ResourceResult {

        public Complete {
            contents = contents == null ? List.of() : List.copyOf(contents);
        }
    }

    static ResourceResult of(ResourceContents... contents) {
        return new Complete(List.of(contents));
    }
}
