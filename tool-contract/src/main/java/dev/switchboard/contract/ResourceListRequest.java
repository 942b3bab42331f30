package dev.switchboard.contract;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/** {@code POST /internal/v1/resources/list}: the resources this caller may see. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceListRequest(CallContext context) {

    public ResourceListRequest {
        context = context == null ? CallContext.none() : context;
    }
}
