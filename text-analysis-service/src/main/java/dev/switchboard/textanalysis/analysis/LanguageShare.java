package dev.switchboard.textanalysis.analysis;

/** One language of a text: ISO code, identification confidence (0–1) and the share of the words written in it. */
public record LanguageShare(String language, double confidence, double wordShare) {
}
