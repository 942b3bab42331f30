package dev.switchboard.gateway.discovery;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ServiceEndpoint;

/**
 * A tenant's view under progressive discovery: {@code tools/list} shows the pinned tools and the gateway's discovery
 * tools; everything else (calling a tool by name, prompts, resources) is exactly the underlying view's, so a found
 * tool may be called directly and a hidden one stays unknown.
 */
public final class ProgressiveView implements CatalogView {

    private final CatalogView all;
    private final List<ObjectNode> listed;
    private final List<ObjectNode> listedWithoutViews;
    private final List<String> listedNames;

    ProgressiveView(CatalogView all, List<ObjectNode> listed) {
        this.all = all;
        this.listed = List.copyOf(listed);
        this.listedWithoutViews = this.listed.stream().map(CatalogSnapshot::withoutViews).toList();
        this.listedNames = this.listed.stream().map(listing -> listing.path("name").asText()).toList();
    }

    /** The view this one narrows: every tool the tenant may use. */
    public CatalogView all() {
        return all;
    }

    /** The view of every tool the tenant may use, whether or not {@code view} lists them all. */
    public static CatalogView everything(CatalogView view) {
        return view instanceof ProgressiveView progressive ? progressive.all : view;
    }

    boolean narrows(CatalogView view) {
        return all == view;
    }

    @Override
    public Optional<CatalogTool> tool(String name) {
        return all.tool(name);
    }

    @Override
    public boolean policyAllowsTool(String name) {
        return all.policyAllowsTool(name);
    }

    @Override
    public List<ObjectNode> toolListings() {
        return listed;
    }

    @Override
    public List<ObjectNode> toolListingsWithoutViews() {
        return listedWithoutViews;
    }

    @Override
    public List<String> toolNames() {
        return listedNames;
    }

    @Override
    public List<CatalogTool> appTools(String alias) {
        return all.appTools(alias);
    }

    @Override
    public List<String> appResources(String uri) {
        return all.appResources(uri);
    }

    @Override
    public List<CatalogTool> toolsViewing(String uri) {
        return all.toolsViewing(uri);
    }

    @Override
    public Optional<CatalogEntry> prompt(String name) {
        return all.prompt(name);
    }

    @Override
    public List<ObjectNode> promptListings() {
        return all.promptListings();
    }

    @Override
    public List<ObjectNode> resourceListings() {
        return all.resourceListings();
    }

    @Override
    public List<ServiceEndpoint> callerDependentResources() {
        return all.callerDependentResources();
    }

    @Override
    public boolean showsResource(String uri) {
        return all.showsResource(uri);
    }

    @Override
    public List<ObjectNode> templateListings() {
        return all.templateListings();
    }

    @Override
    public Optional<ServiceEndpoint> resourceOwner(String uri) {
        return all.resourceOwner(uri);
    }

    @Override
    public Optional<ServiceEndpoint> templateOwner(String uriTemplate) {
        return all.templateOwner(uriTemplate);
    }

    @Override
    public boolean completes(ServiceEndpoint service) {
        return all.completes(service);
    }
}
