package dev.switchboard.textanalysis.language;

/**
 * A language found in a text: its ISO 639-1 code (ISO 639-3 where no two-letter code exists, {@code und} when
 * undetermined), how sure the identifier is (0–1), and how many words are written in it.
 */
public record DetectedLanguage(String code, double confidence, int words) {

    public static final String UNDETERMINED = "und";
}
