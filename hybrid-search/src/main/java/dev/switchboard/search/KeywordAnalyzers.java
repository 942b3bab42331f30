package dev.switchboard.search;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.cjk.CJKBigramFilter;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;
import org.apache.lucene.analysis.core.TypeTokenFilter;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.pl.PolishAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.stempel.StempelFilter;
import org.apache.lucene.analysis.stempel.StempelStemmer;
import org.tartarus.snowball.ext.RussianStemmer;

/**
 * The text of an item is indexed four times, once per analyzer, and a query looks in all four: {@code words} (Unicode
 * word breaks, lower case, CJK bigrams so Chinese and Japanese match without a dictionary, accents folded with the
 * original kept) and stemming analyzers for English (Porter), Polish (Stempel) and Russian (Snowball), so inflected
 * forms find each other without knowing the language of either side. The stemming fields leave CJK characters out:
 * as single characters they would match far too much. Every field drops the stop words of English, Polish, Russian,
 * German, Spanish and French: a word like "what" or "will" matched most tool descriptions and outranked the one word
 * that mattered.
 */
final class KeywordAnalyzers {

    static final String WORDS = "words";
    static final String ENGLISH = "en";
    static final String POLISH = "pl";
    static final String RUSSIAN = "ru";

    private static final String[] TYPES = StandardTokenizer.TOKEN_TYPES;
    private static final Set<String> CJK = Set.of(TYPES[StandardTokenizer.IDEOGRAPHIC],
            TYPES[StandardTokenizer.HIRAGANA], TYPES[StandardTokenizer.KATAKANA], TYPES[StandardTokenizer.HANGUL]);
    /** Snowball's English list (175 words; Lucene's default has 33) and the other languages' defaults, as one set. */
    static final CharArraySet STOP_WORDS = stopWords();

    private KeywordAnalyzers() {
    }

    static Map<String, Analyzer> byField() {
        StempelStemmer polish = new StempelStemmer(PolishAnalyzer.getDefaultTable());
        return Map.of(WORDS, words(),
                ENGLISH, stemming(stream -> new PorterStemFilter(new EnglishPossessiveFilter(stream))),
                POLISH, stemming(stream -> new StempelFilter(stream, polish)),
                RUSSIAN, stemming(stream -> new SnowballFilter(stream, new RussianStemmer())));
    }

    static Analyzer perField(Map<String, Analyzer> analyzers) {
        return new PerFieldAnalyzerWrapper(analyzers.get(WORDS), analyzers);
    }

    private static Analyzer words() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream stream = new CJKWidthFilter(source);
                stream = new LowerCaseFilter(stream);
                stream = new StopFilter(stream, STOP_WORDS);
                stream = new CJKBigramFilter(stream);
                stream = new ASCIIFoldingFilter(stream, true);
                return new TokenStreamComponents(source, stream);
            }
        };
    }

    /** Word breaks, no CJK, lower case, no stop words, then the language's stemmer. */
    private static Analyzer stemming(UnaryOperator<TokenStream> stemmer) {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                Tokenizer source = new StandardTokenizer();
                TokenStream stream = new TypeTokenFilter(source, CJK);
                stream = new LowerCaseFilter(stream);
                stream = new StopFilter(stream, STOP_WORDS);
                return new TokenStreamComponents(source, stemmer.apply(stream));
            }
        };
    }

    private static CharArraySet stopWords() {
        CharArraySet all = new CharArraySet(1500, false);
        try (InputStream english = SnowballFilter.class.getResourceAsStream("english_stop.txt")) {
            if (english == null) {
                throw new IllegalStateException("lucene-analysis-common lacks snowball/english_stop.txt");
            }
            all.addAll(WordlistLoader.getSnowballWordSet(new InputStreamReader(english, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (CharArraySet language : new CharArraySet[] { PolishAnalyzer.getDefaultStopSet(),
                RussianAnalyzer.getDefaultStopSet(), GermanAnalyzer.getDefaultStopSet(),
                SpanishAnalyzer.getDefaultStopSet(), FrenchAnalyzer.getDefaultStopSet() }) {
            all.addAll(language);
        }
        return CharArraySet.unmodifiableSet(all);
    }
}
