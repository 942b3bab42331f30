package dev.switchboard.gateway.discovery;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.search.Fusion;
import dev.switchboard.search.HybridIndex;
import dev.switchboard.search.HybridQuery;
import dev.switchboard.search.Match;
import dev.switchboard.search.RankingMode;

/**
 * The tools one tenant may use, searchable by meaning and words. It follows the tenant's view of the catalogue: before
 * a search, the listings it was built from are compared with the view's, and only tools added, removed or changed are
 * applied, so a registration or a policy change is searchable on the next search, on every replica. Public for the
 * cost benchmark ({@code bench/ToolDiscoveryCost.java}), which measures this very index.
 */
public final class ToolIndex implements AutoCloseable {

    private final HybridIndex<String> index = new HybridIndex<>(Comparator.<String> naturalOrder());
    private final Map<String, String> digests = new HashMap<>();
    private final Map<String, ObjectNode> listingsByName = new ConcurrentHashMap<>();
    private List<ObjectNode> source = List.of();

    /** Brings the index to exactly {@code listings} (the tenant's listed tools); cheap when they did not change. */
    public synchronized void follow(List<ObjectNode> listings, Vectors embeddings) {
        if (listings == source) {
            return;
        }
        Map<String, ObjectNode> byName = new HashMap<>();
        List<ToolText> changed = new ArrayList<>();
        for (ObjectNode listing : listings) {
            ToolText text = ToolText.of(listing);
            byName.put(text.name(), listing);
            if (!text.digest().equals(digests.get(text.name()))) {
                changed.add(text);
            }
        }
        Set<String> gone = new HashSet<>(digests.keySet());
        gone.removeAll(byName.keySet());
        Map<String, float[]> vectors = embeddings.of(changed);
        index.update(() -> {
            gone.forEach(index::remove);
            for (ToolText text : changed) {
                index.put(text.name(), text.name(), vectors.get(text.digest()), text.text(), List.of());
            }
        });
        gone.forEach(name -> {
            digests.remove(name);
            listingsByName.remove(name);
        });
        listingsByName.putAll(byName);
        changed.forEach(text -> digests.put(text.name(), text.digest()));
        source = listings;
    }

    /** Where the vectors of tool texts come from, by digest ({@link ToolEmbeddings#definitions} in the gateway). */
    @FunctionalInterface
    public interface Vectors {
        Map<String, float[]> of(List<ToolText> texts);
    }

    public int size() {
        return index.size();
    }

    /** The best tools for {@code query}, best first, with their listings. */
    public List<Found> search(String query, float[] vector, int limit, RankingMode mode, Fusion fusion) {
        return searchIfOpen(query, vector, limit, mode, fusion).orElse(List.of());
    }

    /** {@link #search}, or empty when the index was closed meanwhile (evicted): search a new one. */
    Optional<List<Found>> searchIfOpen(String query, float[] vector, int limit, RankingMode mode, Fusion fusion) {
        return index.search(HybridQuery.unfiltered(query, vector, limit, mode), fusion).map(matches -> {
            List<Found> found = new ArrayList<>();
            for (Match match : matches) {
                ObjectNode listing = listingsByName.get(match.id());
                if (listing != null) {
                    found.add(new Found(listing, match));
                }
            }
            return found;
        });
    }

    @Override
    public void close() {
        index.close();
    }
}
