package dev.switchboard.gateway.catalog;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;

/**
 * A tool the gateway can route: its descriptor, compiled input schema, owner, ready-made MCP listing, and the arguments
 * 2026 clients mirror into {@code Mcp-Param-*} headers.
 */
public record CatalogTool(ToolDescriptor descriptor, ArgumentSchema schema, ServiceEndpoint service, ObjectNode listing,
        List<HeaderParam> headerParams) {

    public String name() {
        return descriptor.name();
    }
}
