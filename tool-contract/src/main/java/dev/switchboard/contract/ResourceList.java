package dev.switchboard.contract;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/** What {@code POST /internal/v1/resources/list} answers: every resource the caller may see, static ones included. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceList(List<ResourceDescriptor> resources) {

    public ResourceList {
        resources = resources == null ? List.of() : List.copyOf(resources);
    }
}
