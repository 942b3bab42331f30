package dev.switchboard.discovery.catalogue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.search.Fusion;
import dev.switchboard.search.HybridIndex;
import dev.switchboard.search.HybridQuery;
import dev.switchboard.search.Match;
import dev.switchboard.search.RankingMode;
import dev.switchboard.sessionstore.registry.ServiceRegistration;

/**
 * Every tool definition of the registry in one index, searchable by meaning and words. It follows the registry: the
 * definitions are compared with the ones indexed, and only tools added, removed or changed are embedded and applied.
 * A search names the tools it may return (those the gateway's policy lets the tenant use), so one index answers for
 * every tenant. Public for the cost benchmark ({@code bench/ToolDiscoveryCost.java}), which measures this index.
 */
@Singleton
public class CatalogueIndex implements AutoCloseable {

    private final HybridIndex<String> index = new HybridIndex<>(Comparator.<String> naturalOrder());
    private final Map<String, String> digests = new HashMap<>();

    /** The tool definitions of these registrations, by name; as in the gateway's catalogue, the first one wins a name. */
    public static List<ObjectNode> definitions(List<ServiceRegistration> registrations) {
        Map<String, ObjectNode> byName = new LinkedHashMap<>();
        for (ServiceRegistration registration : registrations) {
            for (JsonNode tool : registration.manifest().path("tools")) {
                if (tool instanceof ObjectNode definition && tool.path("name").isTextual()) {
                    byName.putIfAbsent(tool.path("name").asText(), definition);
                }
            }
        }
        return List.copyOf(byName.values());
    }

    /**
     * Brings the index to exactly these definitions, embedding the new and changed ones ({@code vectors}).
     *
     * @return how many tools were added or changed, and how many removed
     */
    public synchronized int[] follow(List<ObjectNode> definitions, Vectors vectors) {
        Map<String, ToolText> byName = new HashMap<>();
        List<ToolText> changed = new ArrayList<>();
        for (ObjectNode definition : definitions) {
            ToolText text = ToolText.of(definition);
            byName.put(text.name(), text);
            if (!text.digest().equals(digests.get(text.name()))) {
                changed.add(text);
            }
        }
        Set<String> gone = new HashSet<>(digests.keySet());
        gone.removeAll(byName.keySet());
        if (changed.isEmpty() && gone.isEmpty()) {
            return new int[] { 0, 0 };
        }
        Map<String, float[]> computed = vectors.of(changed);
        index.update(() -> {
            gone.forEach(index::remove);
            for (ToolText text : changed) {
                index.put(text.name(), text.name(), computed.get(text.digest()), text.text(), List.of());
            }
        });
        gone.forEach(digests::remove);
        changed.forEach(text -> digests.put(text.name(), text.digest()));
        return new int[] { changed.size(), gone.size() };
    }

    /** Where the vectors of tool texts come from, by digest ({@link ToolVectors#definitions} in the service). */
    @FunctionalInterface
    public interface Vectors {
        Map<String, float[]> of(List<ToolText> texts);
    }

    public int size() {
        return index.size();
    }

    /** The best tools among {@code among} for these words and this vector, best first. */
    public List<Match> search(String words, float[] vector, Set<String> among, int limit, RankingMode mode,
            Fusion fusion) {
        return index.search(HybridQuery.among(words, vector, among, limit, mode), fusion).orElse(List.of());
    }

    @PreDestroy
    @Override
    public void close() {
        index.close();
    }
}
