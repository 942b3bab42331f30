package dev.switchboard.search;

/**
 * How semantic and keyword scores become one. A cosine below {@code semanticFloor} is no semantic match; above it the
 * cosine is rescaled to 0–1. A BM25 score is divided by the query's best one and multiplied by the share of the
 * query's words the item contains, so that one common word shared with a long query counts little. The fused score
 * weighs the two: an item found both ways ranks above one found either way with the same strength.
 */
public record Fusion(double semanticFloor, double semanticWeight) {

    double semantic(double cosine) {
        return cosine < semanticFloor ? 0 : (cosine - semanticFloor) / (1 - semanticFloor);
    }

    double keyword(double relativeBm25, double coverage) {
        return relativeBm25 * coverage;
    }

    double score(RankingMode mode, double semantic, double keyword) {
        return switch (mode) {
            case SEMANTIC -> semantic;
            case KEYWORD -> keyword;
            case HYBRID -> semanticWeight * semantic + (1 - semanticWeight) * keyword;
        };
    }
}
