package dev.switchboard.search;

import java.util.List;

/** A keyword match: its BM25 score, the share of the query's words it contains (0–1) and those words (as indexed). */
record KeywordHit(float bm25, double coverage, List<String> terms) {
}
