package dev.switchboard.gateway.catalog;

/** Fired when something a client can list changed: tools, prompts, or resources and templates. */
public record CatalogChanged(boolean tools, boolean prompts, boolean resources) {
}
