package dev.switchboard.contract;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Body of every 4xx/5xx on the internal contract. {@code code} is the JSON-RPC error code the gateway passes on to the
 * client (-32602 invalid params, -32002 resource not found, -32603 internal error).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ContractError(int code, String message, JsonNode data) {

    public static final int INVALID_PARAMS = -32602;
    public static final int INTERNAL_ERROR = -32603;
    public static final int RESOURCE_NOT_FOUND = -32002;
}
