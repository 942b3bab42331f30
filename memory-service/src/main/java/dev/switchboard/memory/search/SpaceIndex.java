package dev.switchboard.memory.search;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.record.SearchableText;
import dev.switchboard.memory.store.SpaceHead;
import dev.switchboard.memory.store.StoredMemory;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.HybridIndex;
import dev.switchboard.search.HybridQuery;
import dev.switchboard.search.Match;

/**
 * One space as this replica searches it: a {@link HybridIndex} of its memories (vectors scanned exactly, see the
 * README's measurements, and BM25), each with the fields a filter looks at. It mirrors Redis up to {@link #head()};
 * {@link SpaceIndexes} moves it forward from the space's change log before each search. Equal scores rank the newer
 * memory first.
 */
final class SpaceIndex implements AutoCloseable {

    /** What a filter looks at. */
    private record Facts(MemoryType type, String[] tags, long savedAt) {
    }

    private final HybridIndex<Facts> index = new HybridIndex<>(
            Comparator.comparingLong((Facts facts) -> facts.savedAt()).reversed());
    private volatile SpaceHead head = SpaceHead.NONE;
    private volatile boolean loaded;

    SpaceHead head() {
        return head;
    }

    boolean loaded() {
        return loaded;
    }

    int size() {
        return index.size();
    }

    /** Applies changes and makes them visible; {@code head} is where they leave the index. */
    void update(SpaceHead newHead, boolean reload, Runnable changes) {
        boolean applied = index.update(() -> {
            if (reload) {
                index.clear();
            }
            changes.run();
        });
        if (applied) {
            head = newHead;
            loaded = true;
        }
    }

    /** Adds or replaces a memory; call inside {@link #update}. */
    void put(StoredMemory memory) {
        MemoryRecord record = memory.record();
        index.put(record.id(), new Facts(record.type(), record.tags().toArray(String[]::new),
                record.createdAt().toEpochMilli()), memory.vector(),
                SearchableText.of(record.content(), record.tags()), SearchFilter.labels(record.type(), record.tags()));
    }

    /** Removes a memory if present; call inside {@link #update}. */
    void remove(String id) {
        index.remove(id);
    }

    /** The best matches of {@code query}, best first; empty when the index was closed meanwhile (search again). */
    Optional<List<Match>> search(SearchQuery query, Fusion fusion) {
        SearchFilter filter = query.filter();
        return index.search(new HybridQuery<>(query.text(), query.vector(), filter.requiredLabels(),
                facts -> filter.accepts(facts.type(), facts.tags(), facts.savedAt()), query.limit(), query.mode()),
                fusion);
    }

    @Override
    public void close() {
        index.close();
    }
}
