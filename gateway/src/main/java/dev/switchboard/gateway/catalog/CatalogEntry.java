package dev.switchboard.gateway.catalog;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A prompt, resource or resource template the gateway routes: its key (name, URI or URI template), the owning service,
 * the MCP listing sent to clients, the only tenants that see it (null: every tenant), and the other URIs or templates
 * an MCP App's view may use for a resource or template ({@code appAliases}).
 */
public record CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing, List<String> tenants,
        List<String> appAliases) {

    public CatalogEntry {
        appAliases = appAliases == null ? List.of() : List.copyOf(appAliases);
    }

    public CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing, List<String> tenants) {
        this(key, service, listing, tenants, null);
    }

    public CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing) {
        this(key, service, listing, null, null);
    }

    public boolean visibleTo(String tenant) {
        return tenants == null || tenants.contains(tenant);
    }
}
