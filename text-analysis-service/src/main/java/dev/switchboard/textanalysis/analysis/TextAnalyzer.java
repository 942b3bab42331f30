package dev.switchboard.textanalysis.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.ibm.icu.text.Collator;
import com.ibm.icu.util.ULocale;

import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.DetectedLanguage;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.CodePoints;
import dev.switchboard.textanalysis.text.Folding;
import dev.switchboard.textanalysis.text.Words;

/**
 * Text statistics and the most frequent words. Top words are case-folded, carry a letter, are not stop words of their
 * own language (a word's language follows from its script, so mixed text loses the stop words of each part), and are
 * at most {@value #MAX_TERM_LENGTH} code points long (longer runs are hashes or encoded data, not vocabulary). They
 * are ordered by count, then alphabetically in the primary language's collation. Thread-safe.
 */
public final class TextAnalyzer {

    public static final int MAX_TERM_LENGTH = 64;

    private final DocumentReader reader;
    private final LanguageResources resources;
    private final Map<String, Collator> collators = new ConcurrentHashMap<>();

    public TextAnalyzer(DocumentReader reader, LanguageResources resources) {
        this.reader = reader;
        this.resources = resources;
    }

    public TextAnalysis analyze(String text, int topN) {
        Document document = reader.read(text);
        Words words = document.words();
        Map<String, int[]> contentCounts = new HashMap<>();
        Set<String> unique = new HashSet<>();
        long wordCodePoints = 0;
        int contentWords = 0;
        for (int i = 0; i < words.size(); i++) {
            wordCodePoints += words.length(i);
            String folded = Folding.fold(words.text(i));
            unique.add(folded);
            if (words.hasLetter(i) && !resources.isStopWord(document.languageOfWord(i), folded)) {
                contentWords++;
                if (words.length(i) <= MAX_TERM_LENGTH) {
                    contentCounts.computeIfAbsent(folded, w -> new int[1])[0]++;
                }
            }
        }
        int wordCount = words.size();
        int sentenceCount = document.sentences().size();
        Statistics statistics = new Statistics(
                sentenceCount,
                wordCount,
                Rounding.ratio(wordCodePoints, wordCount, 1),
                Rounding.ratio(wordCount, sentenceCount, 1),
                CodePoints.count(text),
                document.paragraphCount(),
                unique.size(),
                Rounding.ratio(contentWords, wordCount, 3),
                Rounding.ratio(unique.size(), wordCount, 3),
                ReadingTime.seconds(document));
        DetectedLanguage primary = document.languages().primary();
        List<LanguageShare> languages = document.languages().languages().stream()
                .map(l -> new LanguageShare(l.code(), Rounding.round(l.confidence(), 3),
                        Rounding.ratio(l.words(), wordCount, 3)))
                .toList();
        return new TextAnalysis(statistics, topWords(contentCounts, topN, primary.code()), primary.code(),
                Rounding.round(primary.confidence(), 3), languages);
    }

    private List<WordCount> topWords(Map<String, int[]> counts, int topN, String language) {
        Collator collator = collators.computeIfAbsent(language,
                code -> Collator.getInstance(new ULocale(code)).freeze());
        Comparator<WordCount> ranking = Comparator.comparingInt(WordCount::count).reversed()
                .thenComparing(WordCount::word, collator::compare)
                .thenComparing(WordCount::word);
        PriorityQueue<WordCount> best = new PriorityQueue<>(topN + 1, ranking.reversed());
        counts.forEach((word, count) -> {
            best.add(new WordCount(word, count[0]));
            if (best.size() > topN) {
                best.poll();
            }
        });
        List<WordCount> top = new ArrayList<>(best);
        top.sort(ranking);
        return top;
    }
}
