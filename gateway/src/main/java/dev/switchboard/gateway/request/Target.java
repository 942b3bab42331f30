package dev.switchboard.gateway.request;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.protocol.McpMethod;

/**
 * What a request is about, read from its params once: the tool or prompt name, the resource URI or the task id
 * ({@link McpMethod#targetField()}). For a {@code tools/call} it is also the tool that name is in the caller's view of
 * the catalogue, looked up once: by the access policy, which needs it for scopes and the call timeout, or, for a
 * caller the policy does not check, by the pipeline; telemetry, the handler and the forwarder get that answer.
 * A request is handled on one thread at a time, so the answer is kept without synchronisation.
 */
public final class Target {

    private final McpMethod method;
    private final String name;
    private CatalogView resolvedIn;
    private Optional<CatalogTool> tool = Optional.empty();

    private Target(McpMethod method, String name) {
        this.method = method;
        this.name = name;
    }

    /** The target {@code params} names for {@code method}. */
    public static Target of(McpMethod method, ObjectNode params) {
        String field = method.targetField();
        JsonNode value = field == null || params == null ? null : params.get(field);
        return new Target(method, value != null && value.isTextual() ? value.asText() : null);
    }

    /** The name (or URI, or task id) as the client sent it, or null when it sent none or not a string. */
    public String name() {
        return name;
    }

    /** Whether the client sent a name at all: a non-empty string. */
    public boolean named() {
        return name != null && !name.isEmpty();
    }

    /** The tool a {@code tools/call} names, as {@code view} has it; empty for other methods and unknown names. */
    public Optional<CatalogTool> tool(CatalogView view) {
        if (view != resolvedIn) {
            tool = method == McpMethod.TOOLS_CALL && named() ? view.tool(name) : Optional.empty();
            resolvedIn = view;
        }
        return tool;
    }
}
