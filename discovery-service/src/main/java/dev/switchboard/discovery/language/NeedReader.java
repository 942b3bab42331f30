package dev.switchboard.discovery.language;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Tells the language of a need and renders it in English words through the {@link Lexicon}, so that a need in Polish,
 * Russian, German, Spanish, French or Chinese meets English tool definitions both by words and by meaning (the
 * embedding model reads English only). Han characters make a need Chinese and Cyrillic ones Russian; among the Latin
 * languages, the one whose stop words and known words cover most of the need wins, with its letters (ł, ß, ñ, ç) as
 * a hint, and English on a tie.
 */
public final class NeedReader {

    private static final Pattern WORDS = Pattern.compile("[^\\p{L}\\p{N}']+");
    private static final Map<Language, Pattern> LETTERS = Map.of(
            Language.POLISH, Pattern.compile("[ąęłśżźćń]"),
            Language.GERMAN, Pattern.compile("[äöüß]"),
            Language.SPANISH, Pattern.compile("[ñ¿¡]"),
            Language.FRENCH, Pattern.compile("[èêàçùœ]"));
    private static final List<Language> LATIN = List.of(Language.POLISH, Language.GERMAN, Language.SPANISH,
            Language.FRENCH);

    private final Lexicon lexicon;

    public NeedReader(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    public Need read(String text) {
        Language language = language(text);
        String english = lexicon.english(language, text);
        if (language != Language.ENGLISH && !english.isEmpty()) {
            List<String> kept = new ArrayList<>();
            for (String word : WORDS.split(text)) {
                if (looksLikeAName(word) && !language.stopWords().contains(word.toLowerCase(Locale.ROOT))
                        && !lexicon.knows(language, word)) {
                    kept.add(word);
                }
            }
            if (!kept.isEmpty()) {
                english = english + " " + String.join(" ", kept);
            }
        }
        return new Need(text, language, english);
    }

    /** Product names and loanwords users keep in English: capitalised, or plain ASCII letters and digits. */
    private static boolean looksLikeAName(String word) {
        return !word.isEmpty() && (!word.equals(word.toLowerCase(Locale.ROOT))
                || word.chars().allMatch(c -> c < 128 && Character.isLetterOrDigit(c)));
    }

    Language language(String text) {
        if (text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)) {
            return Language.CHINESE;
        }
        if (text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC)) {
            return Language.RUSSIAN;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> words = List.of(WORDS.split(lower));
        Map<Language, Integer> scores = new EnumMap<>(Language.class);
        scores.put(Language.ENGLISH, 2 * stopWords(Language.ENGLISH, words));
        for (Language language : LATIN) {
            int score = 2 * stopWords(language, words);
            for (String word : words) {
                if (!word.isEmpty() && lexicon.knows(language, word)) {
                    score++;
                }
            }
            if (LETTERS.get(language).matcher(lower).find()) {
                score += 3;
            }
            scores.put(language, score);
        }
        Language best = Language.ENGLISH;
        for (Language language : LATIN) {
            if (scores.get(language) > scores.get(best)) {
                best = language;
            }
        }
        return best;
    }

    private static int stopWords(Language language, List<String> words) {
        return (int) words.stream().filter(word -> language.stopWords().contains(word)).count();
    }
}
