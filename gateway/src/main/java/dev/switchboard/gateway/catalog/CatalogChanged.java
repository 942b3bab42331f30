package dev.switchboard.gateway.catalog;

/** Fired when the set of routable tools (or their descriptors) changed. */
public record CatalogChanged(CatalogSnapshot previous, CatalogSnapshot current) {
}
