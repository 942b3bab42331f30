package dev.switchboard.gateway.catalog;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A prompt, resource or resource template the gateway routes: its key (name, URI or URI template), the owning service
 * and the MCP listing sent to clients.
 */
public record CatalogEntry(String key, ServiceEndpoint service, ObjectNode listing) {
}
