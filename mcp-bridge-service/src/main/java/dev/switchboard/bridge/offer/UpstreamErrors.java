package dev.switchboard.bridge.offer;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.kit.ContractException;
import io.modelcontextprotocol.spec.McpError;

/**
 * Failures of prompts, resource reads and completions, which have no {@code isError}: an upstream's invalid-params and
 * not-found errors keep their meaning; anything else is an internal error naming the upstream.
 */
final class UpstreamErrors {

    private UpstreamErrors() {
    }

    static ContractException of(Outcome.Failed failed, String exposedUri) {
        for (Throwable cause = failed.cause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof McpError error && error.getJsonRpcError() != null) {
                int code = error.getJsonRpcError().code();
                if (code == ContractError.INVALID_PARAMS) {
                    return ContractException.invalidParams(failed.message());
                }
                if (code == ContractError.RESOURCE_NOT_FOUND && exposedUri != null) {
                    return new ContractException(404, new ContractError(ContractError.RESOURCE_NOT_FOUND,
                            failed.message(), JsonNodeFactory.instance.objectNode().put("uri", exposedUri)));
                }
            }
        }
        return unavailable(failed.message());
    }

    static ContractException unavailable(String message) {
        return new ContractException(502, new ContractError(ContractError.INTERNAL_ERROR, message, null));
    }
}
