package dev.switchboard.search;

import java.util.List;
import java.util.Locale;

/**
 * One item a query found: its fused {@code score} (0–1), the cosine similarity of its meaning to the query, its
 * BM25 keyword score (null when no word matched), the query words it contains (as indexed: lower case, stemmed) and
 * why it counts as a match.
 */
public record Match(String id, double score, double semantic, Double keyword, List<String> terms,
        MatchedBy matchedBy) {

    /** Why an item matched: its meaning is close to the query's, it shares words with it, or both. */
    public enum MatchedBy {
        SEMANTIC,
        KEYWORD,
        BOTH;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
