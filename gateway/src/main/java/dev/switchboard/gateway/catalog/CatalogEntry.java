package dev.switchboard.gateway.catalog;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A prompt, resource or resource template the gateway routes: its key (name, URI or URI template), the owning service,
 * the MCP listing sent to clients, and the only tenants that see it (null: every tenant).
 */
public record CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing, List<String> tenants) {

    public CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing) {
        this(key, service, listing, null);
    }

    public boolean visibleTo(String tenant) {
        return tenants == null || tenants.contains(tenant);
    }
}
