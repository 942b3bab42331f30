package dev.switchboard.textanalysis.analysis;

/**
 * Counts and averages of a text. Lengths are in Unicode code points; averages are rounded to one decimal, ratios to
 * three. {@code averageSentenceLength} is in words. {@code lexicalDensity} is the share of words that are not stop
 * words; {@code lexicalDiversity} is unique words over words (type-token ratio).
 */
public record Statistics(
        int sentenceCount,
        int wordCount,
        double averageWordLength,
        double averageSentenceLength,
        int characterCount,
        int paragraphCount,
        int uniqueWordCount,
        double lexicalDensity,
        double lexicalDiversity,
        int readingTimeSeconds) {
}
