package dev.switchboard.search;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A query as a {@link HybridIndex} runs it: the words, their embedding, which items may be returned (labels every one
 * must carry, checked by Lucene too, a test of the item itself, and, unless null, the only ids it may return, also
 * checked by Lucene so that BM25's candidates are all among them), how many results and how to rank.
 */
public record HybridQuery<T>(String text, float[] vector, List<String> requiredLabels, Predicate<T> accepts,
        Set<String> among, int limit, RankingMode mode) {

    public HybridQuery {
        requiredLabels = List.copyOf(requiredLabels);
        among = among == null ? null : Set.copyOf(among);
        if (limit < 1) {
            throw new IllegalArgumentException("A query asks for at least one result, not " + limit);
        }
    }

    /** A query that may return any id. */
    public HybridQuery(String text, float[] vector, List<String> requiredLabels, Predicate<T> accepts, int limit,
            RankingMode mode) {
        this(text, vector, requiredLabels, accepts, null, limit, mode);
    }

    /** Only the items of these ids may be returned (the tools one caller may use, out of a whole catalogue). */
    public static <T> HybridQuery<T> among(String text, float[] vector, Set<String> ids, int limit, RankingMode mode) {
        return new HybridQuery<>(text, vector, List.of(), item -> true, ids, limit, mode);
    }

    /** Every item may be returned. */
    public static <T> HybridQuery<T> unfiltered(String text, float[] vector, int limit, RankingMode mode) {
        return new HybridQuery<>(text, vector, List.of(), item -> true, limit, mode);
    }
}
