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

    public static final CatalogSnapshot EMPTY = new CatalogSnapshot(new TreeMap<>());

    private final SortedMap<String, CatalogTool> tools;
    private final List<ObjectNode> toolListings;

    CatalogSnapshot(SortedMap<String, CatalogTool> tools) {
        this.tools = Collections.unmodifiableSortedMap(tools);
        this.toolListings = tools.values().stream().map(CatalogTool::listing).toList();
    }

    public Optional<CatalogTool> tool(String name) {
        return Optional.ofNullable(tools.get(name));
    }

    /** MCP tool listings in name order, for {@code tools/list}. */
    public List<ObjectNode> toolListings() {
        return toolListings;
    }

    public Map<String, CatalogTool> tools() {
        return tools;
    }

    /** Same tools, same owners, same descriptors: nothing a client would notice. */
    public boolean sameToolsAs(CatalogSnapshot other) {
        return toolListings.equals(other.toolListings) && servicesOf(tools).equals(servicesOf(other.tools));
    }

    private static Map<String, ServiceEndpoint> servicesOf(Map<String, CatalogTool> tools) {
        Map<String, ServiceEndpoint> owners = new TreeMap<>();
        tools.forEach((name, tool) -> owners.put(name, tool.service()));
        return owners;
    }
}
