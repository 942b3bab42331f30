package dev.switchboard.gateway.catalog;

/**
 * Fired when the catalogue was rebuilt into something a client could notice. Carries both snapshots, because what
 * changed depends on who looks: a tool a tenant's policy hides changes nothing that tenant can list.
 */
public record CatalogChanged(CatalogSnapshot previous, CatalogSnapshot current) {

    /** Whether anything listable changed for a caller who sees the whole catalogue. */
    public boolean visibleToAnyone() {
        return !current.sameToolsAs(previous) || !current.samePromptsAs(previous) || !current.sameResourcesAs(previous);
    }
}
