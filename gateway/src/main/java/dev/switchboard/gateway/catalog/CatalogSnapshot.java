package dev.switchboard.gateway.catalog;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** An immutable view of everything routable at one moment; replaced whole when the registry changes. */
public final class CatalogSnapshot {

    public static final CatalogSnapshot EMPTY = new CatalogSnapshot(new TreeMap<>(), new TreeMap<>(),
            new TreeMap<>(), List.of(), Map.of());

    private final SortedMap<String, CatalogTool> tools;
    private final SortedMap<String, CatalogEntry> prompts;
    private final SortedMap<String, CatalogEntry> resources;
    private final List<CatalogEntry> templates;
    private final List<UriTemplate> templateMatchers;
    private final Map<String, ServiceEndpoint> completionServices;

    CatalogSnapshot(SortedMap<String, CatalogTool> tools, SortedMap<String, CatalogEntry> prompts,
            SortedMap<String, CatalogEntry> resources, List<CatalogEntry> templates,
            Map<String, ServiceEndpoint> completionServices) {
        this.tools = Collections.unmodifiableSortedMap(tools);
        this.prompts = Collections.unmodifiableSortedMap(prompts);
        this.resources = Collections.unmodifiableSortedMap(resources);
        this.templates = List.copyOf(templates);
        this.templateMatchers = templates.stream().map(entry -> new UriTemplate(entry.key())).toList();
        this.completionServices = Map.copyOf(completionServices);
    }

    public Optional<CatalogTool> tool(String name) {
        return Optional.ofNullable(tools.get(name));
    }

    public Map<String, CatalogTool> tools() {
        return tools;
    }

    /** MCP tool listings in name order, for {@code tools/list}. */
    public List<ObjectNode> toolListings() {
        return tools.values().stream().map(CatalogTool::listing).toList();
    }

    public Optional<CatalogEntry> prompt(String name) {
        return Optional.ofNullable(prompts.get(name));
    }

    public List<ObjectNode> promptListings() {
        return prompts.values().stream().map(CatalogEntry::listing).toList();
    }

    public List<ObjectNode> resourceListings() {
        return resources.values().stream().map(CatalogEntry::listing).toList();
    }

    public List<ObjectNode> templateListings() {
        return templates.stream().map(CatalogEntry::listing).toList();
    }

    /** The service that serves {@code uri}: the one listing it, else the owner of the first matching template. */
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

    /** The owner of a resource template (exact template text), for {@code completion/complete}. */
    public Optional<ServiceEndpoint> templateOwner(String uriTemplate) {
        return templates.stream().filter(entry -> entry.key().equals(uriTemplate)).map(CatalogEntry::service)
                .findFirst();
    }

    /** Whether the service offers argument completion. */
    public boolean completes(ServiceEndpoint service) {
        return completionServices.containsKey(service.name());
    }

    public boolean sameToolsAs(CatalogSnapshot other) {
        return toolListings().equals(other.toolListings()) && owners(tools).equals(owners(other.tools));
    }

    public boolean samePromptsAs(CatalogSnapshot other) {
        return promptListings().equals(other.promptListings());
    }

    public boolean sameResourcesAs(CatalogSnapshot other) {
        return resourceListings().equals(other.resourceListings())
                && templateListings().equals(other.templateListings());
    }

    private static Map<String, String> owners(Map<String, CatalogTool> tools) {
        SortedMap<String, String> owners = new TreeMap<>();
        tools.forEach((name, tool) -> owners.put(name, tool.service().name() + "@" + tool.service().baseUrl()));
        return owners;
    }
}
