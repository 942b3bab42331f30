package dev.switchboard.gateway.catalog;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Everything routable at one moment, unfiltered; replaced whole when the registry changes. */
public final class CatalogSnapshot implements CatalogView {

    public static final CatalogSnapshot EMPTY = new CatalogSnapshot(new TreeMap<>(), new TreeMap<>(),
            new TreeMap<>(), List.of(), Map.of(), List.of());

    private final SortedMap<String, CatalogTool> tools;
    private final SortedMap<String, CatalogEntry> prompts;
    private final SortedMap<String, CatalogEntry> resources;
    private final List<CatalogEntry> templates;
    private final List<UriTemplate> templateMatchers;
    private final Map<String, ServiceEndpoint> completionServices;
    private final List<ServiceEndpoint> callerDependentResources;
    private final boolean forNamedTenants;

    CatalogSnapshot(SortedMap<String, CatalogTool> tools, SortedMap<String, CatalogEntry> prompts,
            SortedMap<String, CatalogEntry> resources, List<CatalogEntry> templates,
            Map<String, ServiceEndpoint> completionServices, List<ServiceEndpoint> callerDependentResources) {
        this.tools = Collections.unmodifiableSortedMap(tools);
        this.prompts = Collections.unmodifiableSortedMap(prompts);
        this.resources = Collections.unmodifiableSortedMap(resources);
        this.templates = List.copyOf(templates);
        this.templateMatchers = templates.stream().map(entry -> new UriTemplate(entry.key())).toList();
        this.completionServices = Map.copyOf(completionServices);
        this.callerDependentResources = List.copyOf(callerDependentResources);
        this.forNamedTenants = tools.values().stream().anyMatch(tool -> tool.descriptor().tenants() != null)
                || prompts.values().stream().anyMatch(prompt -> prompt.tenants() != null);
    }

    /** Whether a tool or prompt is for named tenants only: then a caller without a tenant record needs a view too. */
    public boolean hasOfferingsForNamedTenants() {
        return forNamedTenants;
    }

    @Override
    public Optional<CatalogTool> tool(String name) {
        return Optional.ofNullable(tools.get(name));
    }

    public Map<String, CatalogTool> tools() {
        return tools;
    }

    @Override
    public List<String> toolNames() {
        return List.copyOf(tools.keySet());
    }

    @Override
    public List<ObjectNode> toolListings() {
        return tools.values().stream().map(CatalogTool::listing).toList();
    }

    @Override
    public Optional<CatalogEntry> prompt(String name) {
        return Optional.ofNullable(prompts.get(name));
    }

    @Override
    public List<ObjectNode> promptListings() {
        return prompts.values().stream().map(CatalogEntry::listing).toList();
    }

    /** The listings of resources whose list is the same for every caller (those of caller-dependent services not). */
    @Override
    public List<ObjectNode> resourceListings() {
        return resources.values().stream().filter(entry -> !callerDependentResources.contains(entry.service()))
                .map(CatalogEntry::listing).toList();
    }

    @Override
    public List<ServiceEndpoint> callerDependentResources() {
        return callerDependentResources;
    }

    @Override
    public boolean showsResource(String uri) {
        return true;
    }

    @Override
    public List<ObjectNode> templateListings() {
        return templates.stream().map(CatalogEntry::listing).toList();
    }

    @Override
    public Optional<ServiceEndpoint> resourceOwner(String uri) {
        CatalogEntry listed = resources.get(uri);
        if (listed != null) {
            return Optional.of(listed.service());
        }
        for (int i = 0; i < templates.size(); i++) {
            if (templateMatchers.get(i).matches(uri)) {
                return Optional.of(templates.get(i).service());
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<ServiceEndpoint> templateOwner(String uriTemplate) {
        return templates.stream().filter(entry -> entry.key().equals(uriTemplate)).map(CatalogEntry::service)
                .findFirst();
    }

    @Override
    public boolean completes(ServiceEndpoint service) {
        return completionServices.containsKey(service.name());
    }

    public boolean sameToolsAs(CatalogSnapshot other) {
        return toolListings().equals(other.toolListings()) && owners(tools).equals(owners(other.tools))
                && tenantsOf(tools, tool -> tool.descriptor().tenants())
                        .equals(tenantsOf(other.tools, tool -> tool.descriptor().tenants()));
    }

    public boolean samePromptsAs(CatalogSnapshot other) {
        return promptListings().equals(other.promptListings())
                && tenantsOf(prompts, CatalogEntry::tenants).equals(tenantsOf(other.prompts, CatalogEntry::tenants));
    }

    private static <T> Map<String, List<String>> tenantsOf(Map<String, T> offerings, Function<T, List<String>> tenants) {
        SortedMap<String, List<String>> named = new TreeMap<>();
        offerings.forEach((name, offering) -> {
            if (tenants.apply(offering) != null) {
                named.put(name, tenants.apply(offering));
            }
        });
        return named;
    }

    public boolean sameResourcesAs(CatalogSnapshot other) {
        return resourceListings().equals(other.resourceListings())
                && templateListings().equals(other.templateListings())
                && callerDependentResources.equals(other.callerDependentResources);
    }

    private static Map<String, String> owners(Map<String, CatalogTool> tools) {
        SortedMap<String, String> owners = new TreeMap<>();
        tools.forEach((name, tool) -> owners.put(name, tool.service().name() + "@" + tool.service().baseUrl()));
        return owners;
    }
}
