package dev.switchboard.gateway.discovery;

import java.util.List;
import java.util.Optional;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.RemovalCause;

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
 * it is never found. An index a tenant has not searched for {@code gateway.discovery.index-idle-timeout} is dropped,
 * and at most {@code gateway.discovery.max-indexes} are kept (the least recently searched goes first), so the heap does
 * not grow with every tenant that ever searched; a dropped index is rebuilt on the tenant's next search, from vectors
 * kept in Redis.
 */
@Singleton
public class ToolSearch {

    private final ToolEmbeddings embeddings;
    private final Fusion fusion;
    private final Cache<String, ToolIndex> indexes;
    private final Timer searches;

    ToolSearch(ToolEmbeddings embeddings, GatewayConfig config, MeterRegistry metrics) {
        this.embeddings = embeddings;
        this.fusion = new Fusion(config.discovery().semanticFloor(), config.discovery().semanticWeight());
        if (config.discovery().maxIndexes() < 1) {
            throw new IllegalArgumentException("gateway.discovery.max-indexes must be at least 1, not "
                    + config.discovery().maxIndexes());
        }
        this.indexes = Caffeine.newBuilder()
                .expireAfterAccess(config.discovery().indexIdleTimeout())
                .maximumSize(config.discovery().maxIndexes())
                .removalListener((String tenant, ToolIndex index, RemovalCause cause) -> {
                    if (index != null) {
                        index.close();
                    }
                })
                .build();
        this.searches = Timer.builder("switchboard.discovery.searches")
                .description("Tool searches, including bringing the tenant's index up to date").register(metrics);
        Gauge.builder("switchboard.discovery.indexed.tools", this, ToolSearch::indexedTools)
                .description("Tools this replica holds indexed for discovery, over all tenants").register(metrics);
    }

    /** The best {@code limit} of the tools {@code view} shows {@code tenant} for {@code query}, best first. */
    public List<Found> find(String tenant, CatalogView view, String query, int limit, RankingMode mode) {
        return searches.record(() -> {
            float[] vector = embeddings.query(query);
            while (true) {
                ToolIndex index = indexes.get(tenant, ignored -> new ToolIndex());
                index.follow(view.toolListings(), embeddings::definitions);
                Optional<List<Found>> found = index.searchIfOpen(query, vector, limit, mode, fusion);
                if (found.isPresent()) {
                    return found.get();
                }
                // Dropped while this search used it: the next get builds the tenant's index anew.
            }
        });
    }

    /** Tools held indexed over all tenants. */
    public int indexedTools() {
        return indexes.asMap().values().stream().mapToInt(ToolIndex::size).sum();
    }

    /** Tenants whose index this replica holds. */
    int indexedTenants() {
        indexes.cleanUp();
        return (int) indexes.estimatedSize();
    }

    @PreDestroy
    void close() {
        indexes.invalidateAll();
        indexes.cleanUp();
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
