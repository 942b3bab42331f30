package dev.switchboard.textanalysis.analysis;

/** A case-folded word and how often it occurs. */
public record WordCount(String word, int count) {
}
