package dev.switchboard.memory.space;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.memory.embed.Embeddings;
import dev.switchboard.memory.record.MemoryIds;
import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.record.MemoryUri;
import dev.switchboard.memory.record.SearchableText;
import dev.switchboard.memory.search.SearchFilter;
import dev.switchboard.memory.search.SearchQuery;
import dev.switchboard.memory.search.SpaceIndexes;
import dev.switchboard.memory.store.MemoryStore;
import dev.switchboard.memory.store.SaveOutcome;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.memory.store.SpaceSummary;
import dev.switchboard.memory.store.StoredMemory;
import dev.switchboard.search.Match;
import dev.switchboard.search.RankingMode;
import dev.switchboard.sessionstore.notify.ResourceUpdates;

/**
 * What agents do with shared spaces: save (embed, store, announce), query (search by meaning and words), delete
 * (store, announce), read. Every change is announced on the resource-update channel for the space's tenant only, so
 * subscribers of {@code memory://SPACE} in other tenants never hear of it.
 */
@ApplicationScoped
public class Memories {

    private final MemoryStore store;
    private final SpaceIndexes indexes;
    private final Embeddings embeddings;
    private final ResourceUpdates updates;
    private final MemoryConfig config;

    Memories(MemoryStore store, SpaceIndexes indexes, Embeddings embeddings, ResourceUpdates updates,
            MemoryConfig config) {
        this.store = store;
        this.indexes = indexes;
        this.embeddings = embeddings;
        this.updates = updates;
        this.config = config;
    }

    /** What a save did: the stored record, or the space was full. */
    public sealed interface Saving {

        record Saved(MemoryRecord record, long count) implements Saving {
        }

        record Refused(long count, int limit) implements Saving {
        }
    }

    public Saving save(SpaceKey space, MemoryType type, List<String> tags, ObjectNode content, String author) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        MemoryRecord record = new MemoryRecord(MemoryIds.newId(now.toEpochMilli()), space.space(), type, tags,
                content, now, author);
        float[] vector = embeddings.embed(SearchableText.of(content, tags));
        return switch (store.save(space, new StoredMemory(record, vector))) {
            case SaveOutcome.Saved saved -> {
                updates.publish(MemoryUri.space(space.space()), space.tenant());
                yield new Saving.Saved(record, saved.count());
            }
            case SaveOutcome.SpaceFull full -> new Saving.Refused(full.count(),
                    config.limits().maxRecordsPerSpace());
        };
    }

    /** The memories of {@code space} that best match {@code text}, best first. */
    public List<Found> query(SpaceKey space, String text, Optional<MemoryType> type, List<String> tags, int limit,
            RankingMode mode) {
        float[] vector = embeddings.embed(text);
        Instant savedAfter = config.retention().map(retention -> Instant.now().minus(retention))
                .orElse(Instant.EPOCH);
        List<Match> matches = indexes.search(space,
                new SearchQuery(text, vector, new SearchFilter(type, tags, savedAfter), limit, mode));
        Map<String, MemoryRecord> records = store.get(space, matches.stream().map(Match::id).toList()).stream()
                .collect(Collectors.toMap(MemoryRecord::id, Function.identity()));
        return matches.stream().filter(match -> records.containsKey(match.id()))
                .map(match -> new Found(records.get(match.id()), match)).toList();
    }

    /** Deletes a memory and announces it; false when the space has no such memory. */
    public boolean delete(SpaceKey space, String id) {
        if (!store.delete(space, id)) {
            return false;
        }
        updates.publish(MemoryUri.space(space.space()), space.tenant());
        updates.publish(MemoryUri.record(space.space(), id), space.tenant());
        return true;
    }

    public Optional<MemoryRecord> get(SpaceKey space, String id) {
        return store.get(space, id);
    }

    /** How many memories a space holds and its newest ones, newest first. */
    public record Recent(long count, List<MemoryRecord> memories) {
    }

    public Recent recent(SpaceKey space, int limit) {
        return new Recent(store.count(space), store.recent(space, limit));
    }

    public List<SpaceSummary> spaces(String tenant, int limit) {
        return store.spaces(tenant, limit);
    }
}
