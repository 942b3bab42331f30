package dev.switchboard.discovery.language;

import java.util.Locale;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.pl.PolishAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;

/**
 * The languages a need may be written in, in the order of {@code lexicon.tsv}'s columns. Each has Lucene's analyzer
 * for it: its stop words and its stemmer, the same on the lexicon's words and on a need's.
 */
public enum Language {
    ENGLISH("en", new EnglishAnalyzer()),
    POLISH("pl", new PolishAnalyzer()),
    RUSSIAN("ru", new RussianAnalyzer()),
    GERMAN("de", new GermanAnalyzer()),
    SPANISH("es", new SpanishAnalyzer()),
    FRENCH("fr", new FrenchAnalyzer()),
    CHINESE("zh", new CJKAnalyzer());

    private final String code;
    private final Analyzer analyzer;

    Language(String code, Analyzer analyzer) {
        this.code = code;
        this.analyzer = analyzer;
    }

    /** ISO 639-1 code, as the search answers it. */
    public String code() {
        return code;
    }

    Analyzer analyzer() {
        return analyzer;
    }

    CharArraySet stopWords() {
        return switch (this) {
            case ENGLISH -> EnglishAnalyzer.ENGLISH_STOP_WORDS_SET;
            case POLISH -> PolishAnalyzer.getDefaultStopSet();
            case RUSSIAN -> RussianAnalyzer.getDefaultStopSet();
            case GERMAN -> GermanAnalyzer.getDefaultStopSet();
            case SPANISH -> SpanishAnalyzer.getDefaultStopSet();
            case FRENCH -> FrenchAnalyzer.getDefaultStopSet();
            case CHINESE -> CharArraySet.EMPTY_SET;
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
