package dev.switchboard.gateway.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;

/**
 * Everything routable at one moment, unfiltered; replaced whole when the registry changes. Tools only an MCP App's view
 * may call ({@code _meta.ui.visibility} without {@code model}) are routable but never listed; the views tools name
 * ({@code _meta.ui.resourceUri}) are found through those tools even when their service does not list them.
 */
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
    private final List<ObjectNode> modelListings;
    private final List<ObjectNode> viewlessListings;
    private final List<String> modelNames;
    private final Map<String, List<CatalogTool>> viewers;
    private final Map<String, List<CatalogTool>> appAliases;
    private final Map<String, List<String>> resourceAliases;
    private final List<TemplateAlias> templateAliases;
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
        List<CatalogTool> listed = tools.values().stream().filter(tool -> tool.descriptor().visibleToModel()).toList();
        this.modelListings = listed.stream().map(CatalogTool::listing).toList();
        this.viewlessListings = modelListings.stream().map(CatalogSnapshot::withoutViews).toList();
        this.modelNames = listed.stream().map(CatalogTool::name).toList();
        Map<String, List<CatalogTool>> viewers = new TreeMap<>();
        Map<String, List<CatalogTool>> aliases = new TreeMap<>();
        for (CatalogTool tool : tools.values()) {
            tool.descriptor().viewUri().ifPresent(uri -> viewers.computeIfAbsent(uri, key -> new ArrayList<>()).add(tool));
            if (McpApps.callableByApps(tool.descriptor().meta())) {
                tool.descriptor().appAliasesOrNone().stream().filter(alias -> !tools.containsKey(alias))
                        .forEach(alias -> aliases.computeIfAbsent(alias, key -> new ArrayList<>()).add(tool));
            }
        }
        viewers.replaceAll((uri, viewing) -> List.copyOf(viewing));
        aliases.replaceAll((alias, claiming) -> List.copyOf(claiming));
        this.viewers = Collections.unmodifiableMap(viewers);
        this.appAliases = Collections.unmodifiableMap(aliases);
        Map<String, List<String>> byAlias = new TreeMap<>();
        resources.values().forEach(entry -> entry.appAliases().forEach(alias -> byAlias
                .computeIfAbsent(alias, key -> new ArrayList<>()).add(entry.key())));
        byAlias.replaceAll((alias, uris) -> List.copyOf(uris));
        this.resourceAliases = Collections.unmodifiableMap(byAlias);
        this.templateAliases = templates.stream().flatMap(entry -> entry.appAliases().stream()
                .map(alias -> new TemplateAlias(new UriTemplate(alias), new UriTemplate(entry.key())))).toList();
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
        return modelNames;
    }

    @Override
    public List<ObjectNode> toolListings() {
        return modelListings;
    }

    @Override
    public List<ObjectNode> toolListingsWithoutViews() {
        return viewlessListings;
    }

    /**
     * A tool listing without its MCP Apps metadata ({@code _meta.ui} and the deprecated flat {@code ui/resourceUri}),
     * and without {@code _meta} when nothing else was in it; the listing itself when it had none. The specification
     * advises servers to offer UI-enabled tools only to hosts that declared the extension.
     */
    public static ObjectNode withoutViews(ObjectNode listing) {
        if (!(listing.get("_meta") instanceof ObjectNode meta)
                || !meta.has(McpApps.META) && !meta.has(McpApps.FLAT_RESOURCE_URI)) {
            return listing;
        }
        ObjectNode copy = listing.deepCopy();
        ObjectNode copiedMeta = (ObjectNode) copy.get("_meta");
        copiedMeta.remove(McpApps.META);
        copiedMeta.remove(McpApps.FLAT_RESOURCE_URI);
        if (copiedMeta.isEmpty()) {
            copy.remove("_meta");
        }
        return copy;
    }

    @Override
    public List<CatalogTool> appTools(String alias) {
        return appAliases.getOrDefault(alias, List.of());
    }

    /** Aliases more than one tool claims, with the tools claiming them (a view calling one reaches neither). */
    public Map<String, List<String>> ambiguousAliases() {
        Map<String, List<String>> ambiguous = new TreeMap<>();
        appAliases.forEach((alias, claiming) -> {
            if (claiming.size() > 1) {
                ambiguous.put(alias, claiming.stream().map(CatalogTool::name).toList());
            }
        });
        return ambiguous;
    }

    @Override
    public List<String> appResources(String uri) {
        List<String> found = new ArrayList<>(resourceAliases.getOrDefault(uri, List.of()));
        for (TemplateAlias alias : templateAliases) {
            alias.alias().translate(uri, alias.template()).filter(translated -> !found.contains(translated))
                    .ifPresent(found::add);
        }
        return found;
    }

    /** A template a view may address resources by ({@code appAliases}), and the template that serves them. */
    private record TemplateAlias(UriTemplate alias, UriTemplate template) {
    }

    /** Resource URIs more than one resource claims as an alias, with the resources claiming them. */
    public Map<String, List<String>> ambiguousResourceAliases() {
        Map<String, List<String>> ambiguous = new TreeMap<>();
        resourceAliases.forEach((alias, uris) -> {
            if (uris.size() > 1) {
                ambiguous.put(alias, uris);
            }
        });
        return ambiguous;
    }

    @Override
    public List<CatalogTool> toolsViewing(String uri) {
        return viewers.getOrDefault(uri, List.of());
    }

    /** Whether any tool names a view or any {@code ui://} resource is listed: the gateway then offers MCP Apps. */
    public boolean offersViews() {
        return !viewers.isEmpty() || resources.keySet().stream().anyMatch(McpApps::isView);
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
        return toolsViewing(uri).stream().findFirst().map(CatalogTool::service);
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
