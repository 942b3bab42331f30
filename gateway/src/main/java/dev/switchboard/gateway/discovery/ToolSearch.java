package dev.switchboard.gateway.discovery;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.RankingMode;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * Finds tools by a need in words, among exactly the tools a tenant may use: one {@link ToolIndex} per tenant that has
 * searched, brought up to the tenant's current view before each search. A tool the view hides is not in the index, so
 * it is never found.
 */
@Singleton
public class ToolSearch {

    private final ToolEmbeddings embeddings;
    private final Fusion fusion;
    private final Map<String, ToolIndex> indexes = new ConcurrentHashMap<>();
    private final Timer searches;

    ToolSearch(ToolEmbeddings embeddings, GatewayConfig config, MeterRegistry metrics) {
        this.embeddings = embeddings;
        this.fusion = new Fusion(config.discovery().semanticFloor(), config.discovery().semanticWeight());
        this.searches = Timer.builder("switchboard.discovery.searches")
                .description("Tool searches, including bringing the tenant's index up to date").register(metrics);
        Gauge.builder("switchboard.discovery.indexed.tools", this, ToolSearch::indexedTools)
                .description("Tools this replica holds indexed for discovery, over all tenants").register(metrics);
    }

    /** The best {@code limit} of the tools {@code view} shows {@code tenant} for {@code query}, best first. */
    public List<Found> find(String tenant, CatalogView view, String query, int limit, RankingMode mode) {
        return searches.record(() -> {
            ToolIndex index = indexes.computeIfAbsent(tenant, ignored -> new ToolIndex());
            index.follow(view.toolListings(), embeddings::definitions);
            float[] vector = embeddings.query(query);
            return index.search(query, vector, limit, mode, fusion);
        });
    }

    /** Tools held indexed over all tenants. */
    public int indexedTools() {
        return indexes.values().stream().mapToInt(ToolIndex::size).sum();
    }

    @PreDestroy
    void close() {
        indexes.values().forEach(ToolIndex::close);
    }

    /** The listing a search shows for a found tool: what the model needs to call it, and why it was found. */
    static ObjectNode describe(Found found) {
        ObjectNode listing = found.listing();
        ObjectNode tool = listing.objectNode();
        tool.put("name", listing.path("name").asText());
        copy(listing, tool, "title");
        copy(listing, tool, "description");
        copy(listing, tool, "inputSchema");
        copy(listing, tool, "annotations");
        tool.put("score", Math.round(found.match().score() * 1000) / 1000.0);
        tool.put("matchedBy", found.match().matchedBy().wireName());
        found.match().terms().forEach(tool.withArray("matchedWords")::add);
        return tool;
    }

    private static void copy(ObjectNode from, ObjectNode to, String field) {
        if (from.hasNonNull(field)) {
            to.set(field, from.get(field));
        }
    }
}
