package dev.switchboard.contract.kit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.contract.ContractError;

/** A request a service refuses as malformed or unknown: answered with an HTTP 4xx and a {@link ContractError}. */
public class ContractException extends RuntimeException {

    private final int status;
    private final transient ContractError error;

    public ContractException(int status, ContractError error) {
        super(error.message());
        this.status = status;
        this.error = error;
    }

    public static ContractException invalidParams(String message) {
        return new ContractException(400, new ContractError(ContractError.INVALID_PARAMS, message, null));
    }

    public static ContractException invalidParams(String message, JsonNode data) {
        return new ContractException(400, new ContractError(ContractError.INVALID_PARAMS, message, data));
    }

    public static ContractException unknown(String kind, String name) {
        return new ContractException(404,
                new ContractError(ContractError.INVALID_PARAMS, "Unknown " + kind + ": " + name, null));
    }

    public static ContractException resourceNotFound(String uri) {
        return new ContractException(404, new ContractError(ContractError.RESOURCE_NOT_FOUND,
                "Resource not found: " + uri, JsonNodeFactory.instance.objectNode().put("uri", uri)));
    }

    public int status() {
        return status;
    }

    public ContractError error() {
        return error;
    }
}
