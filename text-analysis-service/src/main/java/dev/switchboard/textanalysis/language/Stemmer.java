package dev.switchboard.textanalysis.language;

/** Reduces a case-folded word to its stem. Instances are not thread-safe: take a fresh one per task. */
@FunctionalInterface
public interface Stemmer {

    String stem(String foldedWord);

    Stemmer IDENTITY = word -> word;
}
