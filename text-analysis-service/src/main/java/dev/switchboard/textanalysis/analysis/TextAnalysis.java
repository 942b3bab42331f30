package dev.switchboard.textanalysis.analysis;

import java.util.List;

/**
 * What analyzeText answers: the seed fields {@code statistics} and {@code topWords}, plus the primary language (ISO
 * 639-1) with its confidence and every language found with its share of the words.
 */
public record TextAnalysis(
        Statistics statistics,
        List<WordCount> topWords,
        String language,
        double confidence,
        List<LanguageShare> languages) {

    public TextAnalysis {
        topWords = List.copyOf(topWords);
        languages = List.copyOf(languages);
    }
}
