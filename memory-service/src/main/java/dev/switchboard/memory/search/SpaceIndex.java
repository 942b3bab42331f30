package dev.switchboard.memory.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.record.SearchableText;
import dev.switchboard.memory.store.SpaceHead;
import dev.switchboard.memory.store.StoredMemory;

/**
 * One space as this replica searches it: every memory's quantised vector and filter fields in parallel arrays
 * (scanned exactly: see the README's measurements), and a {@link KeywordIndex} for BM25. It mirrors Redis up to
 * {@link #head()}; {@link SpaceIndexes} moves it forward from the space's change log before each search.
 */
final class SpaceIndex implements AutoCloseable {

    private static final int INITIAL_CAPACITY = 16;

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, Integer> slots = new HashMap<>();
    private final KeywordIndex keywords = new KeywordIndex();
    private String[] ids = new String[INITIAL_CAPACITY];
    private QuantizedVector[] vectors = new QuantizedVector[INITIAL_CAPACITY];
    private MemoryType[] types = new MemoryType[INITIAL_CAPACITY];
    private String[][] tags = new String[INITIAL_CAPACITY][];
    private long[] savedAt = new long[INITIAL_CAPACITY];
    private int size;
    private volatile SpaceHead head;
    private volatile boolean loaded;
    private volatile boolean closed;

    SpaceIndex() {
        this.head = SpaceHead.NONE;
    }

    SpaceHead head() {
        return head;
    }

    boolean loaded() {
        return loaded;
    }

    int size() {
        return size;
    }

    /** Applies changes under the write lock and makes them visible; {@code head} is where they leave the index. */
    void update(SpaceHead newHead, boolean reload, Runnable changes) {
        lock.writeLock().lock();
        try {
            if (closed) {
                return;
            }
            if (reload) {
                clear();
            }
            changes.run();
            keywords.refresh();
            head = newHead;
            loaded = true;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Adds or replaces a memory; call inside {@link #update}. */
    void put(StoredMemory memory) {
        MemoryRecord record = memory.record();
        Integer existing = slots.get(record.id());
        int slot = existing != null ? existing : grow();
        ids[slot] = record.id();
        vectors[slot] = QuantizedVector.of(memory.vector());
        types[slot] = record.type();
        tags[slot] = record.tags().toArray(String[]::new);
        savedAt[slot] = record.createdAt().toEpochMilli();
        slots.put(record.id(), slot);
        keywords.put(record.id(), record.type(), record.tags(),
                SearchableText.of(record.content(), record.tags()));
    }

    /** Removes a memory if present; call inside {@link #update}. */
    void remove(String id) {
        Integer slot = slots.remove(id);
        if (slot == null) {
            return;
        }
        int last = --size;
        if (slot != last) {
            ids[slot] = ids[last];
            vectors[slot] = vectors[last];
            types[slot] = types[last];
            tags[slot] = tags[last];
            savedAt[slot] = savedAt[last];
            slots.put(ids[slot], slot);
        }
        ids[last] = null;
        vectors[last] = null;
        tags[last] = null;
        keywords.remove(id);
    }

    /** The best matches of {@code query}, best first; empty when the index was closed meanwhile (search again). */
    Optional<List<Match>> search(SearchQuery query, Fusion fusion) {
        lock.readLock().lock();
        try {
            if (closed) {
                return Optional.empty();
            }
            return Optional.of(rank(query, fusion));
        } finally {
            lock.readLock().unlock();
        }
    }

    private List<Match> rank(SearchQuery query, Fusion fusion) {
        int candidates = Math.max(query.limit() * 5, 50);
        QuantizedVector target = QuantizedVector.of(query.vector());
        Map<Integer, Float> cosines = query.mode() == RankingMode.KEYWORD ? new HashMap<>()
                : nearest(target, query.filter(), fusion.semanticFloor(), candidates);
        Map<Integer, KeywordHit> keywordHits = new HashMap<>();
        if (query.mode() != RankingMode.SEMANTIC) {
            keywords.search(query.text(), query.filter(), candidates).forEach((id, hit) -> {
                Integer slot = slots.get(id);
                if (slot != null && query.filter().accepts(types[slot], tags[slot], savedAt[slot])) {
                    keywordHits.put(slot, hit);
                }
            });
        }
        float bestBm25 = (float) keywordHits.values().stream().mapToDouble(KeywordHit::bm25).max().orElse(1);
        List<Match> matches = new ArrayList<>();
        List<Integer> found = new ArrayList<>(cosines.keySet());
        keywordHits.keySet().stream().filter(slot -> !cosines.containsKey(slot)).forEach(found::add);
        for (int slot : found) {
            double cosine = cosines.containsKey(slot) ? cosines.get(slot) : target.cosine(vectors[slot]);
            KeywordHit hit = keywordHits.get(slot);
            double semantic = query.mode() == RankingMode.KEYWORD ? 0 : fusion.semantic(cosine);
            double keyword = hit == null ? 0 : fusion.keyword(hit.bm25() / bestBm25, hit.coverage());
            double score = fusion.score(query.mode(), semantic, keyword);
            if (score <= 0) {
                continue;
            }
            Match.MatchedBy by = semantic > 0 && hit != null ? Match.MatchedBy.BOTH
                    : semantic > 0 ? Match.MatchedBy.SEMANTIC : Match.MatchedBy.KEYWORD;
            matches.add(new Match(ids[slot], score, cosine, hit == null ? null : (double) hit.bm25(),
                    hit == null ? List.of() : hit.terms(), by));
        }
        Map<String, Long> saved = new HashMap<>();
        matches.forEach(match -> saved.put(match.id(), savedAt[slots.get(match.id())]));
        matches.sort(Comparator.comparingDouble(Match::score).reversed()
                .thenComparing(match -> -saved.get(match.id())));
        return matches.size() > query.limit() ? matches.subList(0, query.limit()) : matches;
    }

    /** Exact scan: the {@code limit} slots closest to {@code target} at or above {@code floor}, passing the filter. */
    private Map<Integer, Float> nearest(QuantizedVector target, SearchFilter filter, double floor, int limit) {
        PriorityQueue<Candidate> best = new PriorityQueue<>(Comparator.comparingDouble(Candidate::cosine));
        for (int slot = 0; slot < size; slot++) {
            if (!filter.accepts(types[slot], tags[slot], savedAt[slot])) {
                continue;
            }
            float cosine = target.cosine(vectors[slot]);
            if (cosine < floor) {
                continue;
            }
            if (best.size() < limit) {
                best.add(new Candidate(slot, cosine));
            } else if (cosine > best.peek().cosine()) {
                best.poll();
                best.add(new Candidate(slot, cosine));
            }
        }
        Map<Integer, Float> nearest = new HashMap<>();
        best.forEach(candidate -> nearest.put(candidate.slot(), candidate.cosine()));
        return nearest;
    }

    private record Candidate(int slot, float cosine) {
    }

    private int grow() {
        if (size == ids.length) {
            int capacity = ids.length * 2;
            ids = Arrays.copyOf(ids, capacity);
            vectors = Arrays.copyOf(vectors, capacity);
            types = Arrays.copyOf(types, capacity);
            tags = Arrays.copyOf(tags, capacity);
            savedAt = Arrays.copyOf(savedAt, capacity);
        }
        return size++;
    }

    private void clear() {
        slots.clear();
        Arrays.fill(ids, null);
        Arrays.fill(vectors, null);
        Arrays.fill(tags, null);
        size = 0;
        keywords.clear();
    }

    @Override
    public void close() {
        lock.writeLock().lock();
        try {
            closed = true;
            keywords.close();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
