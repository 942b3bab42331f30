package dev.switchboard.textanalysis.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.util.ULocale;

import dev.switchboard.textanalysis.analysis.TextAnalysis;
import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.LanguageIdentifier;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.summary.LexRankSummarizer;
import dev.switchboard.textanalysis.summary.Summary;
import dev.switchboard.textanalysis.text.Segmenter;

/**
 * analyzeText and summarizeText on about a megabyte of English or Chinese, next to a bare ICU pass (every word
 * boundary with its rule status, then every sentence boundary) over the same text: the floor any UAX #29 analysis
 * pays. One operation reads the whole corpus, so operations per second times the corpus size is the throughput.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TextAnalysisBenchmark {

    public static final int CORPUS_BYTES = 1 << 20;
    public static final long SEED = 20_251_121L;

    @Param({ "en", "zh" })
    public String corpus;

    private String text;
    private TextAnalyzer analyzer;
    private LexRankSummarizer summarizer;
    private BreakIterator wordPrototype;
    private BreakIterator sentencePrototype;

    @Setup(Level.Trial)
    public void setUp() {
        text = text(corpus);
        LanguageResources resources = new LanguageResources();
        DocumentReader reader = new DocumentReader(new Segmenter(), LanguageIdentifier.load(resources));
        analyzer = new TextAnalyzer(reader, resources);
        summarizer = new LexRankSummarizer(reader, resources);
        wordPrototype = BreakIterator.getWordInstance(ULocale.ROOT);
        sentencePrototype = BreakIterator.getSentenceInstance(ULocale.ROOT);
    }

    /** The corpus a parameter value names. */
    public static String text(String corpus) {
        return switch (corpus) {
            case "en" -> Corpus.english(CORPUS_BYTES, SEED);
            case "zh" -> Corpus.chinese(CORPUS_BYTES, SEED);
            default -> throw new IllegalArgumentException("Unknown corpus " + corpus);
        };
    }

    @Benchmark
    public long icuSegmentation() {
        BreakIterator words = (BreakIterator) wordPrototype.clone();
        words.setText(text);
        long found = 0;
        for (int end = words.next(); end != BreakIterator.DONE; end = words.next()) {
            if (words.getRuleStatus() != BreakIterator.WORD_NONE) {
                found++;
            }
        }
        BreakIterator sentences = (BreakIterator) sentencePrototype.clone();
        sentences.setText(text);
        for (int end = sentences.next(); end != BreakIterator.DONE; end = sentences.next()) {
            found++;
        }
        return found;
    }

    @Benchmark
    public TextAnalysis analyzeText() {
        return analyzer.analyze(text, 10);
    }

    @Benchmark
    public Summary summarizeText() {
        return summarizer.summarize(text, 1000);
    }
}
