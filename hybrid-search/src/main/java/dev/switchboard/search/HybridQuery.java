package dev.switchboard.search;

import java.util.List;
import java.util.function.Predicate;

/**
 * A query as a {@link HybridIndex} runs it: the words, their embedding, which items may be returned (labels every one
 * must carry, checked by Lucene too, and a test of the item itself), how many results and how to rank.
 */
public record HybridQuery<T>(String text, float[] vector, List<String> requiredLabels, Predicate<T> accepts, int limit,
        RankingMode mode) {

    public HybridQuery {
        requiredLabels = List.copyOf(requiredLabels);
        if (limit < 1) {
            throw new IllegalArgumentException("A query asks for at least one result, not " + limit);
        }
    }

    /** Every item may be returned. */
    public static <T> HybridQuery<T> unfiltered(String text, float[] vector, int limit, RankingMode mode) {
        return new HybridQuery<>(text, vector, List.of(), item -> true, limit, mode);
    }
}
