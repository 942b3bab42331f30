package dev.switchboard.gateway.request;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.protocol.McpMethod;

/**
 * What a request is about, read from its params once: the tool or prompt name, the resource URI or the task id
 * ({@link McpMethod#targetField()}). The access policy looks the tool of a {@code tools/call} up once in the caller's
 * view of the catalogue ({@link #tool}) and hands that answer on with its permit.
 */
public final class Target {

    private final McpMethod method;
    private final String name;

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

    /**
     * The tool a {@code tools/call} names, as {@code view} has it; empty for other methods and unknown names. Only a
     * client that renders MCP Apps views ({@code rendersViews}) reaches a tool that only views may call, or a tool by
     * the alias a view knows it by (one the view shows and no other tool there claims).
     */
    public Optional<CatalogTool> tool(CatalogView view, boolean rendersViews) {
        if (method != McpMethod.TOOLS_CALL || !named()) {
            return Optional.empty();
        }
        Optional<CatalogTool> named = view.tool(name);
        if (named.isPresent()) {
            return rendersViews || named.get().descriptor().visibleToModel() ? named : Optional.empty();
        }
        List<CatalogTool> aliased = rendersViews ? view.appTools(name) : List.of();
        return aliased.size() == 1 ? Optional.of(aliased.get(0)) : Optional.empty();
    }
}
