package dev.switchboard.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Items searched by meaning and by words: each item's quantised vector in a parallel array (scanned exactly, which at
 * 100,000 items costs a few milliseconds with SIMD dot products), and a {@link KeywordIndex} for BM25; a query ranks by
 * both, fused ({@link Fusion}). Changes are made inside {@link #update}; searches run concurrently with each other,
 * never with an update.
 *
 * @param <T> what the caller keeps with each item (filter fields, a definition), handed to its filter and tie-break
 */
public final class HybridIndex<T> implements AutoCloseable {

    private static final int INITIAL_CAPACITY = 16;

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Comparator<T> tieBreak;
    private final Map<String, Integer> slots = new HashMap<>();
    private final KeywordIndex keywords = new KeywordIndex();
    private String[] ids = new String[INITIAL_CAPACITY];
    private QuantizedVector[] vectors = new QuantizedVector[INITIAL_CAPACITY];
    private Object[] items = new Object[INITIAL_CAPACITY];
    private int size;
    private boolean closed;

    /** @param tieBreak orders items of equal score (the first comes first) */
    public HybridIndex(Comparator<T> tieBreak) {
        this.tieBreak = tieBreak;
    }

    public int size() {
        return size;
    }

    /**
     * Applies changes ({@link #put}, {@link #remove}, {@link #clear}) under the write lock and makes them visible.
     *
     * @return false when the index was closed meanwhile (nothing was applied)
     */
    public boolean update(Runnable changes) {
        lock.writeLock().lock();
        try {
            if (closed) {
                return false;
            }
            changes.run();
            keywords.refresh();
            return true;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Adds or replaces an item; call inside {@link #update}. {@code vector} is a unit vector. */
    public void put(String id, T item, float[] vector, String text, Collection<String> labels) {
        Integer existing = slots.get(id);
        int slot = existing != null ? existing : grow();
        ids[slot] = id;
        vectors[slot] = QuantizedVector.of(vector);
        items[slot] = item;
        slots.put(id, slot);
        keywords.put(id, labels, text);
    }

    /** Removes an item if present; call inside {@link #update}. */
    public void remove(String id) {
        Integer slot = slots.remove(id);
        if (slot == null) {
            return;
        }
        int last = --size;
        if (slot != last) {
            ids[slot] = ids[last];
            vectors[slot] = vectors[last];
            items[slot] = items[last];
            slots.put(ids[slot], slot);
        }
        ids[last] = null;
        vectors[last] = null;
        items[last] = null;
        keywords.remove(id);
    }

    /** Removes every item; call inside {@link #update}. */
    public void clear() {
        slots.clear();
        Arrays.fill(ids, null);
        Arrays.fill(vectors, null);
        Arrays.fill(items, null);
        size = 0;
        keywords.clear();
    }

    /** Whether an item of this id is indexed; call inside {@link #update} or while no update runs. */
    public boolean contains(String id) {
        return slots.containsKey(id);
    }

    /** The best matches of {@code query}, best first; empty when the index was closed meanwhile (search again). */
    public Optional<List<Match>> search(HybridQuery<T> query, Fusion fusion) {
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

    private List<Match> rank(HybridQuery<T> query, Fusion fusion) {
        int candidates = Math.max(query.limit() * 5, 50);
        QuantizedVector target = QuantizedVector.of(query.vector());
        Map<Integer, Float> cosines = query.mode() == RankingMode.KEYWORD ? new HashMap<>()
                : nearest(target, query, fusion.semanticFloor(), candidates);
        Map<Integer, KeywordHit> keywordHits = new HashMap<>();
        if (query.mode() != RankingMode.SEMANTIC) {
            keywords.search(query.text(), query.requiredLabels(), query.among(), candidates).forEach((id, hit) -> {
                Integer slot = slots.get(id);
                if (slot != null && query.accepts().test(item(slot))) {
                    keywordHits.put(slot, hit);
                }
            });
        }
        float bestBm25 = (float) keywordHits.values().stream().mapToDouble(KeywordHit::bm25).max().orElse(1);
        List<Ranked<T>> ranked = new ArrayList<>();
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
            ranked.add(new Ranked<>(new Match(ids[slot], score, cosine, hit == null ? null : (double) hit.bm25(),
                    hit == null ? List.of() : hit.terms(), by), item(slot)));
        }
        ranked.sort(Comparator.comparingDouble((Ranked<T> entry) -> entry.match().score()).reversed()
                .thenComparing(Ranked::item, tieBreak));
        return ranked.stream().limit(query.limit()).map(Ranked::match).toList();
    }

    private record Ranked<T>(Match match, T item) {
    }

    /** Exact scan: the {@code limit} slots closest to {@code target} at or above {@code floor}, passing the filter. */
    private Map<Integer, Float> nearest(QuantizedVector target, HybridQuery<T> query, double floor, int limit) {
        PriorityQueue<Candidate> best = new PriorityQueue<>(Comparator.comparingDouble(Candidate::cosine));
        for (int slot = 0; slot < size; slot++) {
            if (query.among() != null && !query.among().contains(ids[slot])) {
                continue;
            }
            float cosine = target.cosine(vectors[slot]);
            if (cosine < floor || !query.accepts().test(item(slot))) {
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

    @SuppressWarnings("unchecked")
    private T item(int slot) {
        return (T) items[slot];
    }

    private int grow() {
        if (size == ids.length) {
            int capacity = ids.length * 2;
            ids = Arrays.copyOf(ids, capacity);
            vectors = Arrays.copyOf(vectors, capacity);
            items = Arrays.copyOf(items, capacity);
        }
        return size++;
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
