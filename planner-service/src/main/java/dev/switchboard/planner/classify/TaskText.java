package dev.switchboard.planner.classify;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text prepared for keyword matching: the words of alphabetic scripts (Latin, Cyrillic, Greek), lower-cased and
 * folded (no diacritics, so {@code błąd} and {@code blad} meet), and the whole text in NFKC lower case for Han and
 * kana terms, which are matched as substrings because those scripts do not separate words.
 */
final class TaskText {

    private static final Pattern WORD = Pattern.compile("[\\p{IsLatin}\\p{IsCyrillic}\\p{IsGreek}\\p{Nd}]+");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    /** One word: as written (lower case) and folded for comparison. */
    record Word(String written, String folded) {
    }

    private final List<Word> words;
    private final String whole;

    private TaskText(List<Word> words, String whole) {
        this.words = words;
        this.whole = whole;
    }

    static TaskText of(String text) {
        String whole = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        List<Word> words = new ArrayList<>();
        Matcher matcher = WORD.matcher(whole);
        while (matcher.find()) {
            words.add(new Word(matcher.group(), fold(matcher.group())));
        }
        return new TaskText(List.copyOf(words), whole);
    }

    /** Lower case without diacritics; {@code ł} (which has no decomposition) becomes {@code l}. */
    static String fold(String word) {
        String decomposed = Normalizer.normalize(word.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        return MARKS.matcher(decomposed).replaceAll("").replace('ł', 'l');
    }

    List<Word> words() {
        return words;
    }

    String whole() {
        return whole;
    }
}
