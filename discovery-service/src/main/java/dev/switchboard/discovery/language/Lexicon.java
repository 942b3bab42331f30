package dev.switchboard.discovery.language;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * Words of the needs people ask for, in every supported language, each line one concept with its English words
 * ({@code lexicon.tsv}). A word is looked up by its stem in its language, so "utwórz", "utworzyć" and "utworzenie" reach
 * the same concept; a concept of several words ("zrzut ekranu") is matched as a sequence of stems, longest first.
 * Chinese has no word breaks: its entries are matched longest first along the text.
 * <p>
 * The concepts were chosen from the words of real tool definitions (the most frequent ones of the catalogue in the
 * retrieval set) and from everyday needs (weather, time, places), never from the retrieval set's queries.
 */
public final class Lexicon {

    private static final int LONGEST_PHRASE = 4;

    private final Map<Language, Map<List<String>, String>> phrases = new EnumMap<>(Language.class);
    private final Map<String, String> chinese = new HashMap<>();
    private int longestChinese = 1;

    private Lexicon() {
    }

    /** The lexicon on the class path. */
    public static Lexicon load() {
        try (InputStream in = Lexicon.class.getResourceAsStream("/lexicon.tsv")) {
            if (in == null) {
                throw new IllegalStateException("lexicon.tsv is missing from the class path of discovery-service");
            }
            return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("Reading lexicon.tsv failed", e);
        }
    }

    private static Lexicon read(BufferedReader lines) throws IOException {
        Lexicon lexicon = new Lexicon();
        Language[] columns = Language.values();
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t");
            if (cells.length != columns.length) {
                throw new IllegalStateException("lexicon.tsv line " + number + " has " + cells.length + " columns, not "
                        + columns.length + " (" + List.of(columns) + ")");
            }
            String english = cells[0].replace('|', ' ');
            for (int column = 0; column < columns.length; column++) {
                for (String phrase : cells[column].split("\\|")) {
                    lexicon.add(columns[column], phrase.strip(), english);
                }
            }
        }
        return lexicon;
    }

    private void add(Language language, String phrase, String english) {
        if (phrase.isEmpty()) {
            return;
        }
        if (language == Language.CHINESE) {
            chinese.merge(phrase, english, Lexicon::union);
            longestChinese = Math.max(longestChinese, phrase.length());
            return;
        }
        List<String> stems = stems(language, phrase);
        if (!stems.isEmpty() && stems.size() <= LONGEST_PHRASE) {
            phrases.computeIfAbsent(language, ignored -> new HashMap<>()).merge(stems, english, Lexicon::union);
        }
    }

    private static String union(String one, String other) {
        Set<String> words = new LinkedHashSet<>(List.of(one.split(" ")));
        words.addAll(List.of(other.split(" ")));
        return String.join(" ", words);
    }

    /** Whether {@code word} (one word) is a word of {@code language} this lexicon knows. */
    boolean knows(Language language, String word) {
        Map<List<String>, String> known = phrases.getOrDefault(language, Map.of());
        return stems(language, word).stream().anyMatch(stem -> known.containsKey(List.of(stem)));
    }

    /** The English words of the concepts {@code text} names, in order, once each; empty when it names none. */
    public String english(Language language, String text) {
        Set<String> found = new LinkedHashSet<>();
        if (language == Language.CHINESE) {
            longestMatches(text.length(), longestChinese, (from, to) -> chinese.get(text.substring(from, to)), found);
        } else {
            Map<List<String>, String> known = phrases.getOrDefault(language, Map.of());
            List<String> stems = stems(language, text);
            longestMatches(stems.size(), LONGEST_PHRASE, (from, to) -> known.get(stems.subList(from, to)), found);
        }
        return String.join(" ", found);
    }

    /**
     * Walks positions 0 to {@code size} left to right, taking at each the longest span (at most {@code longest}) that
     * names a concept, and adds that concept; a position that starts none is skipped.
     */
    private static void longestMatches(int size, int longest, BiFunction<Integer, Integer, String> concept,
            Set<String> found) {
        for (int i = 0; i < size;) {
            int matched = 1;
            for (int length = Math.min(longest, size - i); length >= 1; length--) {
                String named = concept.apply(i, i + length);
                if (named != null) {
                    found.add(named);
                    matched = length;
                    break;
                }
            }
            i += matched;
        }
    }

    /** The stems of {@code text} as {@code language}'s analyzer makes them: lower case, no stop words, stemmed. */
    static List<String> stems(Language language, String text) {
        List<String> stems = new ArrayList<>();
        Analyzer analyzer = language.analyzer();
        try (TokenStream tokens = analyzer.tokenStream("text", text)) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                stems.add(term.toString());
            }
            tokens.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return stems;
    }
}
