package dev.switchboard.textanalysis.language;

import java.util.List;
import java.util.Map;

/**
 * The languages of a text. Each writing system in the text is assigned one language, so a word's language follows
 * from its script; {@code primary} is the language with the most words.
 */
public record LanguageMix(DetectedLanguage primary, List<DetectedLanguage> languages, Map<Integer, String> byScript) {

    public LanguageMix {
        languages = List.copyOf(languages);
        byScript = Map.copyOf(byScript);
    }

    /** The language of words written in {@code script} (a UScript code); the primary language for anything else. */
    public String languageOf(int script) {
        String language = byScript.get(script);
        return language == null ? primary.code() : language;
    }
}
