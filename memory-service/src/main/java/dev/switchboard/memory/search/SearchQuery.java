package dev.switchboard.memory.search;

import dev.switchboard.search.RankingMode;

/** A query as the index runs it: the words, their embedding, the filter, how many results and how to rank. */
public record SearchQuery(String text, float[] vector, SearchFilter filter, int limit, RankingMode mode) {
}
