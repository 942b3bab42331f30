package dev.switchboard.memory.search;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.memory.store.MemoryStore;
import dev.switchboard.memory.store.SpaceChange;
import dev.switchboard.memory.store.SpaceDelta;
import dev.switchboard.memory.store.SpaceHead;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.search.Fusion;
import dev.switchboard.search.Match;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * The spaces this replica has searched, kept in memory and brought up to date before every search: the space's
 * change log in Redis says what changed since the index's position (saves and deletes made through any replica), or
 * that the index is too far behind and must load the space again. Least recently searched spaces leave when the
 * indexed memories exceed {@code memory.index.max-records}.
 */
@ApplicationScoped
public class SpaceIndexes {

    private static final Logger LOG = Logger.getLogger(SpaceIndexes.class);
    private static final int MAX_RELOADS = 3;

    private final MemoryStore store;
    private final Fusion fusion;
    private final int maxRecords;
    private final Map<SpaceKey, SpaceIndex> indexes = new LinkedHashMap<>(16, 0.75f, true);

    private final Counter reloads;

    SpaceIndexes(MemoryStore store, MemoryConfig config, MeterRegistry metrics) {
        this.store = store;
        this.fusion = new Fusion(config.search().semanticFloor(), config.search().semanticWeight());
        this.maxRecords = config.index().maxRecords();
        this.reloads = Counter.builder("memory.index.loads")
                .description("Spaces (re)loaded whole into this replica's index").register(metrics);
        Gauge.builder("memory.index.records", this, SpaceIndexes::indexedRecords)
                .description("Memories this replica holds indexed").register(metrics);
    }

    /** The best matches of {@code query} in {@code space} as it stands in Redis now. */
    public List<Match> search(SpaceKey space, SearchQuery query) {
        while (true) {
            SpaceIndex index = current(space);
            Optional<List<Match>> matches = index.search(query, fusion);
            if (matches.isPresent()) {
                return matches.get();
            }
        }
    }

    /** How many memories this replica holds indexed. */
    synchronized int indexedRecords() {
        return indexes.values().stream().mapToInt(SpaceIndex::size).sum();
    }

    @PreDestroy
    synchronized void closeAll() {
        indexes.values().forEach(SpaceIndex::close);
        indexes.clear();
    }

    private SpaceIndex current(SpaceKey space) {
        SpaceIndex index;
        synchronized (this) {
            index = indexes.computeIfAbsent(space, ignored -> new SpaceIndex());
        }
        synchronized (index) {
            catchUp(space, index);
        }
        evictBeyondBudget(index);
        return index;
    }

    private void catchUp(SpaceKey space, SpaceIndex index) {
        if (!index.loaded()) {
            load(space, index);
            return;
        }
        SpaceDelta delta = store.changesAfter(space, index.head());
        if (!delta.complete()) {
            load(space, index);
        } else if (!delta.changes().isEmpty()) {
            index.update(delta.head(), false, () -> apply(index, delta.changes()));
        }
    }

    /** Reads the whole space, then replays what changed while it was being read. */
    private void load(SpaceKey space, SpaceIndex index) {
        for (int attempt = 1; attempt <= MAX_RELOADS; attempt++) {
            long start = System.nanoTime();
            reloads.increment();
            SpaceHead head = store.head(space);
            index.update(head, true, () -> store.scan(space, index::put));
            SpaceDelta delta = store.changesAfter(space, head);
            if (delta.complete()) {
                index.update(delta.head(), false, () -> apply(index, delta.changes()));
                if (index.size() >= 1000) {
                    LOG.infof("Loaded a space of %d memories in %d ms", index.size(),
                            (System.nanoTime() - start) / 1_000_000);
                }
                return;
            }
        }
        throw new IllegalStateException("The space changed faster than it could be loaded; try again");
    }

    private static void apply(SpaceIndex index, List<SpaceChange> changes) {
        for (SpaceChange change : changes) {
            switch (change) {
                case SpaceChange.Saved saved when saved.memory() != null -> index.put(saved.memory());
                case SpaceChange.Saved saved -> index.remove(saved.id());
                case SpaceChange.Deleted deleted -> index.remove(deleted.id());
            }
        }
    }

    private synchronized void evictBeyondBudget(SpaceIndex keep) {
        int total = indexes.values().stream().mapToInt(SpaceIndex::size).sum();
        Iterator<SpaceIndex> leastRecentFirst = indexes.values().iterator();
        while (total > maxRecords && leastRecentFirst.hasNext()) {
            SpaceIndex candidate = leastRecentFirst.next();
            if (candidate != keep) {
                total -= candidate.size();
                leastRecentFirst.remove();
                candidate.close();
            }
        }
    }
}
