package dev.switchboard.textanalysis.text;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.util.ULocale;

/**
 * ICU4J word and sentence segmentation (UAX #29; ICU's dictionary engines for Chinese, Japanese, Thai, Lao, Khmer and
 * Burmese). Thread-safe: iterators are cloned from cached prototypes for each call.
 */
public final class Segmenter {

    private final BreakIterator wordPrototype = BreakIterator.getWordInstance(ULocale.ROOT);
    private final Map<String, BreakIterator> sentencePrototypes = new ConcurrentHashMap<>();

    /** The words of {@code view} (see {@link Words}). */
    public Words words(String view) {
        BreakIterator iterator = (BreakIterator) wordPrototype.clone();
        iterator.setText(view);
        Words.Builder words = new Words.Builder(view);
        int start = iterator.first();
        for (int end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
            words.offer(start, end);
        }
        return words.build();
    }

    /**
     * The sentences of {@code view} that hold at least one of {@code words}. {@code language} (ISO 639) selects ICU's
     * abbreviation list, so "Mr. Smith" stays one sentence in English.
     */
    public Sentences sentences(String view, String language, Words words) {
        BreakIterator iterator = (BreakIterator) sentencePrototypes
                .computeIfAbsent(language, Segmenter::sentenceInstance).clone();
        iterator.setText(view);
        IntList starts = new IntList(words.size() / 8);
        IntList ends = new IntList(words.size() / 8);
        IntList firstWords = new IntList(words.size() / 8);
        IntList wordCounts = new IntList(words.size() / 8);
        int word = 0;
        int start = iterator.first();
        for (int end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
            int first = word;
            while (word < words.size() && words.start(word) < end) {
                word++;
            }
            if (word > first) {
                starts.add(start);
                ends.add(end);
                firstWords.add(first);
                wordCounts.add(word - first);
            }
        }
        return new Sentences(view, starts.toArray(), ends.toArray(), firstWords.toArray(), wordCounts.toArray());
    }

    /** A word-boundary iterator for callers that need every segment (punctuation included). */
    public BreakIterator wordIterator() {
        return (BreakIterator) wordPrototype.clone();
    }

    private static BreakIterator sentenceInstance(String language) {
        ULocale locale = language.isEmpty() || language.equals("und") ? ULocale.ROOT
                : new ULocale(language + "@ss=standard");
        return BreakIterator.getSentenceInstance(locale);
    }
}
