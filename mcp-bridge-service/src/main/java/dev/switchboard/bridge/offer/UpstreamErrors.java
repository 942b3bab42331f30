package dev.switchboard.bridge.offer;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.kit.ContractException;
import io.modelcontextprotocol.spec.McpError;

/**
 * Failures of prompts, resource reads and completions, which have no {@code isError}. An upstream that answered with a
 * JSON-RPC error refused or failed the request itself: its code goes to the client as it is (400, or 404 for a resource
 * not found), as the contract has a call that ends in a JSON-RPC error answer. An upstream that did not answer is
 * unavailable (502).
 */
final class UpstreamErrors {

    private UpstreamErrors() {
    }

    static ContractException of(Outcome.Failed failed, String exposedUri) {
        for (Throwable cause = failed.cause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof McpError error && error.getJsonRpcError() != null) {
                int code = error.getJsonRpcError().code();
                if (code == ContractError.RESOURCE_NOT_FOUND && exposedUri != null) {
                    return new ContractException(404, new ContractError(ContractError.RESOURCE_NOT_FOUND,
                            failed.message(), JsonNodeFactory.instance.objectNode().put("uri", exposedUri)));
                }
                return new ContractException(400, new ContractError(code, failed.message(), null));
            }
        }
        return unavailable(failed.message());
    }

    static ContractException unavailable(String message) {
        return new ContractException(502, new ContractError(ContractError.INTERNAL_ERROR, message, null));
    }
}
