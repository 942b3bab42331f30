package dev.switchboard.gateway.tenant;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;
import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ServiceEndpoint;

/**
 * The catalogue as one tenant sees it, by its record's rules and by the tenants a tool or prompt is offered to: a
 * hidden tool, prompt or resource is neither listed nor found, so calling it by name answers exactly like calling one
 * that does not exist. An MCP App's view ({@code ui://}) that only hidden tools name is hidden with them. Lists are
 * filtered once per (tenant, record, catalogue), not per request.
 */
public final class TenantView implements CatalogView {

    private final CatalogSnapshot catalog;
    private final String tenant;
    private final TenantRecord record;
    private final List<ObjectNode> tools;
    private final List<ObjectNode> viewlessTools;
    private final List<String> toolNames;
    private final List<ObjectNode> prompts;
    private final List<ObjectNode> resources;
    private final List<ObjectNode> templates;

    /** @param record the tenant's record, or null when it has none (its record's rules then allow everything) */
    public TenantView(CatalogSnapshot catalog, String tenant, TenantRecord record) {
        this.catalog = catalog;
        this.tenant = tenant;
        this.record = record;
        this.toolNames = catalog.toolNames().stream().filter(this::showsTool).toList();
        this.tools = catalog.toolListings().stream().filter(tool -> showsTool(tool.path("name").asText()))
                .map(this::withoutDeniedView).toList();
        this.viewlessTools = tools.stream().map(CatalogSnapshot::withoutViews).toList();
        this.prompts = catalog.promptListings().stream().filter(prompt -> showsPrompt(prompt.path("name").asText()))
                .toList();
        this.resources = catalog.resourceListings().stream()
                .filter(resource -> showsResource(resource.path("uri").asText())).toList();
        this.templates = catalog.templateListings().stream()
                .filter(template -> record == null || record.allowsResource(template.path("uriTemplate").asText()))
                .toList();
    }

    /**
     * A listing whose view the tenant may not read loses its reference to it ({@code _meta.ui.resourceUri}), so that
     * a host renders the tool's text instead of failing to fetch the view.
     */
    private ObjectNode withoutDeniedView(ObjectNode listing) {
        JsonNode meta = listing.get("_meta");
        Optional<String> view = McpApps.resourceUri(meta);
        if (view.isEmpty() || record == null || record.allowsResource(view.get())) {
            return listing;
        }
        ObjectNode copy = listing.deepCopy();
        ObjectNode copiedMeta = (ObjectNode) copy.get("_meta");
        copiedMeta.remove(McpApps.FLAT_RESOURCE_URI);
        if (copiedMeta.get(McpApps.META) instanceof ObjectNode ui) {
            ui.remove("resourceUri");
        }
        return copy;
    }

    /**
     * What {@code tenant}, with {@code record}, sees of {@code catalog}: the whole catalogue when it has no record and
     * nothing is offered to named tenants only.
     */
    public static CatalogView of(CatalogSnapshot catalog, String tenant, Optional<TenantRecord> record) {
        if (record.isEmpty() && !catalog.hasOfferingsForNamedTenants()) {
            return catalog;
        }
        return new TenantView(catalog, tenant, record.orElse(null));
    }

    /** True while this view was made from exactly this catalogue and record. */
    public boolean madeFrom(CatalogSnapshot snapshot, TenantRecord tenantRecord) {
        return catalog == snapshot && record == tenantRecord;
    }

    private boolean showsTool(String name) {
        return (record == null || record.allowsTool(name))
                && catalog.tool(name).map(tool -> tool.descriptor().visibleTo(tenant)).orElse(true);
    }

    private boolean showsPrompt(String name) {
        return (record == null || record.allowsPrompt(name))
                && catalog.prompt(name).map(prompt -> prompt.visibleTo(tenant)).orElse(true);
    }

    @Override
    public boolean policyAllowsTool(String name) {
        return record == null || record.allowsTool(name);
    }

    @Override
    public Optional<CatalogTool> tool(String name) {
        return showsTool(name) ? catalog.tool(name) : Optional.empty();
    }

    @Override
    public List<ObjectNode> toolListings() {
        return tools;
    }

    @Override
    public List<ObjectNode> toolListingsWithoutViews() {
        return viewlessTools;
    }

    @Override
    public List<String> toolNames() {
        return toolNames;
    }

    @Override
    public List<CatalogTool> appTools(String alias) {
        return catalog.appTools(alias).stream().filter(tool -> showsTool(tool.name())).toList();
    }

    @Override
    public List<String> appResources(String uri) {
        return catalog.appResources(uri).stream().filter(this::showsResource).toList();
    }

    @Override
    public List<CatalogTool> toolsViewing(String uri) {
        return catalog.toolsViewing(uri).stream().filter(tool -> showsTool(tool.name())).toList();
    }

    /** A view some tool names, none of them shown: it goes with them. */
    private boolean viewOfHiddenTools(String uri) {
        return !catalog.toolsViewing(uri).isEmpty() && toolsViewing(uri).isEmpty();
    }

    @Override
    public Optional<CatalogEntry> prompt(String name) {
        return showsPrompt(name) ? catalog.prompt(name) : Optional.empty();
    }

    @Override
    public List<ObjectNode> promptListings() {
        return prompts;
    }

    @Override
    public List<ObjectNode> resourceListings() {
        return resources;
    }

    @Override
    public List<ObjectNode> templateListings() {
        return templates;
    }

    @Override
    public List<ServiceEndpoint> callerDependentResources() {
        return catalog.callerDependentResources();
    }

    @Override
    public boolean showsResource(String uri) {
        return (record == null || record.allowsResource(uri)) && !viewOfHiddenTools(uri);
    }

    @Override
    public Optional<ServiceEndpoint> resourceOwner(String uri) {
        return showsResource(uri) ? catalog.resourceOwner(uri) : Optional.empty();
    }

    @Override
    public Optional<ServiceEndpoint> templateOwner(String uriTemplate) {
        return record == null || record.allowsResource(uriTemplate) ? catalog.templateOwner(uriTemplate)
                : Optional.empty();
    }

    @Override
    public boolean completes(ServiceEndpoint service) {
        return catalog.completes(service);
    }
}
