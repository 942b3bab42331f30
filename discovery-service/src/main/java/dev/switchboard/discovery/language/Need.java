package dev.switchboard.discovery.language;

/**
 * A need as the search reads it: the words as written, the language they were taken for, and English words for it.
 * For English, {@code english} holds the concepts' other English words (synonyms); for another language, the English
 * words of the concepts it names and the words the lexicon does not know but that look like names (GitHub, SQL).
 */
public record Need(String text, Language language, String english) {

    /** What BM25 looks for: the need as written, and its English words. */
    public String words() {
        return english.isEmpty() ? text : text + " " + english;
    }

    /** What is embedded: the English for a need in another language, else the need as written. */
    public String meaning() {
        return language == Language.ENGLISH || english.isEmpty() ? text : english;
    }
}
