package dev.switchboard.gateway.request;

import java.util.List;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;

/**
 * A call names a tool the caller's catalogue does not have (-32602). It keeps the names the caller could have used,
 * for doors that list them (the action API's 404).
 */
public final class UnknownTool extends McpException {

    private final transient List<String> available;

    public UnknownTool(String name, List<String> available) {
        super(ErrorCodes.INVALID_PARAMS, "Unknown tool: " + name + ". Call tools/list for the tools this gateway serves.");
        this.available = List.copyOf(available);
    }

    public List<String> available() {
        return available;
    }
}
