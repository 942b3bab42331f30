package dev.switchboard.textanalysis.language;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.ar.ArabicAnalyzer;
import org.apache.lucene.analysis.bg.BulgarianAnalyzer;
import org.apache.lucene.analysis.bn.BengaliAnalyzer;
import org.apache.lucene.analysis.ca.CatalanAnalyzer;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.apache.lucene.analysis.el.GreekAnalyzer;
import org.apache.lucene.analysis.et.EstonianAnalyzer;
import org.apache.lucene.analysis.eu.BasqueAnalyzer;
import org.apache.lucene.analysis.fa.PersianAnalyzer;
import org.apache.lucene.analysis.gl.GalicianAnalyzer;
import org.apache.lucene.analysis.hi.HindiAnalyzer;
import org.apache.lucene.analysis.hy.ArmenianAnalyzer;
import org.apache.lucene.analysis.ja.JapaneseAnalyzer;
import org.apache.lucene.analysis.lt.LithuanianAnalyzer;
import org.apache.lucene.analysis.lv.LatvianAnalyzer;
import org.apache.lucene.analysis.ne.NepaliAnalyzer;
import org.apache.lucene.analysis.pl.PolishAnalyzer;
import org.apache.lucene.analysis.ro.RomanianAnalyzer;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.apache.lucene.analysis.sr.SerbianAnalyzer;
import org.apache.lucene.analysis.stempel.StempelStemmer;
import org.apache.lucene.analysis.ta.TamilAnalyzer;
import org.apache.lucene.analysis.te.TeluguAnalyzer;
import org.apache.lucene.analysis.th.ThaiAnalyzer;
import org.apache.lucene.analysis.tr.TurkishAnalyzer;
import org.tartarus.snowball.SnowballStemmer;
import org.tartarus.snowball.ext.ArabicStemmer;
import org.tartarus.snowball.ext.ArmenianStemmer;
import org.tartarus.snowball.ext.BasqueStemmer;
import org.tartarus.snowball.ext.CatalanStemmer;
import org.tartarus.snowball.ext.DanishStemmer;
import org.tartarus.snowball.ext.DutchStemmer;
import org.tartarus.snowball.ext.EnglishStemmer;
import org.tartarus.snowball.ext.EstonianStemmer;
import org.tartarus.snowball.ext.FinnishStemmer;
import org.tartarus.snowball.ext.FrenchStemmer;
import org.tartarus.snowball.ext.GermanStemmer;
import org.tartarus.snowball.ext.GreekStemmer;
import org.tartarus.snowball.ext.HindiStemmer;
import org.tartarus.snowball.ext.HungarianStemmer;
import org.tartarus.snowball.ext.IndonesianStemmer;
import org.tartarus.snowball.ext.IrishStemmer;
import org.tartarus.snowball.ext.ItalianStemmer;
import org.tartarus.snowball.ext.LithuanianStemmer;
import org.tartarus.snowball.ext.NepaliStemmer;
import org.tartarus.snowball.ext.NorwegianStemmer;
import org.tartarus.snowball.ext.PortugueseStemmer;
import org.tartarus.snowball.ext.RomanianStemmer;
import org.tartarus.snowball.ext.RussianStemmer;
import org.tartarus.snowball.ext.SerbianStemmer;
import org.tartarus.snowball.ext.SpanishStemmer;
import org.tartarus.snowball.ext.SwedishStemmer;
import org.tartarus.snowball.ext.TamilStemmer;
import org.tartarus.snowball.ext.TurkishStemmer;

import com.ibm.icu.lang.UScript;

/**
 * Per-language stop words and stemmers, from Lucene's analysis modules: the Snowball stop lists where Snowball has
 * one (Lucene's English analyzer default is a 33-word list, too short for ranking words), each language analyzer's
 * default list otherwise, Stempel for Polish and Snowball stemmers elsewhere. Chinese has no Lucene stop list, so the
 * service ships its own ({@code stopwords/zh.txt}). In Japanese, words written only in hiragana (particles, endings)
 * count as stop words too. Languages without resources get none: nothing is removed, nothing is stemmed.
 */
public final class LanguageResources {

    /**
     * Lucene's Polish list (from Carrot2) lacks the conjunction "a" ("and, whereas"), one of the most frequent Polish
     * words, while it has "i" and "oraz".
     */
    private static final List<String> POLISH_MISSING = List.of("a");

    private static final Map<String, Supplier<CharArraySet>> STOP_WORDS = Map.ofEntries(
            Map.entry("en", () -> snowball("english_stop.txt")),
            Map.entry("da", () -> snowball("danish_stop.txt")),
            Map.entry("nl", () -> snowball("dutch_stop.txt")),
            Map.entry("fi", () -> snowball("finnish_stop.txt")),
            Map.entry("fr", () -> snowball("french_stop.txt")),
            Map.entry("de", () -> snowball("german_stop.txt")),
            Map.entry("hu", () -> snowball("hungarian_stop.txt")),
            Map.entry("it", () -> snowball("italian_stop.txt")),
            Map.entry("nb", () -> snowball("norwegian_stop.txt")),
            Map.entry("nn", () -> snowball("norwegian_stop.txt")),
            Map.entry("no", () -> snowball("norwegian_stop.txt")),
            Map.entry("pt", () -> snowball("portuguese_stop.txt")),
            Map.entry("ru", () -> snowball("russian_stop.txt")),
            Map.entry("es", () -> snowball("spanish_stop.txt")),
            Map.entry("sv", () -> snowball("swedish_stop.txt")),
            Map.entry("id", () -> snowball("indonesian_stop.txt")),
            Map.entry("ga", () -> snowball("irish_stop.txt")),
            Map.entry("pl", () -> withWords(PolishAnalyzer.getDefaultStopSet(), POLISH_MISSING)),
            Map.entry("ja", JapaneseAnalyzer::getDefaultStopSet),
            Map.entry("zh", () -> bundled("/stopwords/zh.txt")),
            Map.entry("ar", ArabicAnalyzer::getDefaultStopSet),
            Map.entry("bg", BulgarianAnalyzer::getDefaultStopSet),
            Map.entry("bn", BengaliAnalyzer::getDefaultStopSet),
            Map.entry("ca", CatalanAnalyzer::getDefaultStopSet),
            Map.entry("cs", CzechAnalyzer::getDefaultStopSet),
            Map.entry("el", GreekAnalyzer::getDefaultStopSet),
            Map.entry("et", EstonianAnalyzer::getDefaultStopSet),
            Map.entry("eu", BasqueAnalyzer::getDefaultStopSet),
            Map.entry("fa", PersianAnalyzer::getDefaultStopSet),
            Map.entry("gl", GalicianAnalyzer::getDefaultStopSet),
            Map.entry("hi", HindiAnalyzer::getDefaultStopSet),
            Map.entry("hy", ArmenianAnalyzer::getDefaultStopSet),
            Map.entry("lt", LithuanianAnalyzer::getDefaultStopSet),
            Map.entry("lv", LatvianAnalyzer::getDefaultStopSet),
            Map.entry("ne", NepaliAnalyzer::getDefaultStopSet),
            Map.entry("ro", RomanianAnalyzer::getDefaultStopSet),
            Map.entry("sr", SerbianAnalyzer::getDefaultStopSet),
            Map.entry("ta", TamilAnalyzer::getDefaultStopSet),
            Map.entry("te", TeluguAnalyzer::getDefaultStopSet),
            Map.entry("th", ThaiAnalyzer::getDefaultStopSet),
            Map.entry("tr", TurkishAnalyzer::getDefaultStopSet));

    private static final Map<String, Supplier<SnowballStemmer>> SNOWBALL = Map.ofEntries(
            Map.entry("ar", ArabicStemmer::new), Map.entry("hy", ArmenianStemmer::new),
            Map.entry("eu", BasqueStemmer::new), Map.entry("ca", CatalanStemmer::new),
            Map.entry("da", DanishStemmer::new), Map.entry("nl", DutchStemmer::new),
            Map.entry("en", EnglishStemmer::new), Map.entry("et", EstonianStemmer::new),
            Map.entry("fi", FinnishStemmer::new), Map.entry("fr", FrenchStemmer::new),
            Map.entry("de", GermanStemmer::new), Map.entry("el", GreekStemmer::new),
            Map.entry("hi", HindiStemmer::new), Map.entry("hu", HungarianStemmer::new),
            Map.entry("id", IndonesianStemmer::new), Map.entry("ga", IrishStemmer::new),
            Map.entry("it", ItalianStemmer::new), Map.entry("lt", LithuanianStemmer::new),
            Map.entry("ne", NepaliStemmer::new), Map.entry("nb", NorwegianStemmer::new),
            Map.entry("nn", NorwegianStemmer::new), Map.entry("no", NorwegianStemmer::new),
            Map.entry("pt", PortugueseStemmer::new), Map.entry("ro", RomanianStemmer::new),
            Map.entry("ru", RussianStemmer::new), Map.entry("sr", SerbianStemmer::new),
            Map.entry("es", SpanishStemmer::new), Map.entry("sv", SwedishStemmer::new),
            Map.entry("ta", TamilStemmer::new), Map.entry("tr", TurkishStemmer::new));

    private final Map<String, CharArraySet> stopWords = new ConcurrentHashMap<>();

    /**
     * True for a language whose resources are too large to load before they are needed: Polish, whose stop list comes
     * with Lucene's Stempel table (about 5 MB of live heap, read on the first Polish word). Nothing a replica does by
     * itself (its warm-up) should reach them.
     */
    public static boolean loadsOnFirstUse(String language) {
        return language.equals("pl");
    }

    /** True when {@code foldedWord} is a stop word of {@code language}. */
    public boolean isStopWord(String language, String foldedWord) {
        if (language.equals("ja") && isHiraganaOnly(foldedWord)) {
            return true;
        }
        return stopWords(language).contains(foldedWord);
    }

    /** The stop list of {@code language}; empty when there is none. */
    public CharArraySet stopWords(String language) {
        return stopWords.computeIfAbsent(language,
                code -> STOP_WORDS.getOrDefault(code, () -> CharArraySet.EMPTY_SET).get());
    }

    /** A new stemmer for {@code language} (identity where none exists); not thread-safe. */
    public Stemmer stemmer(String language) {
        if (language.equals("pl")) {
            // Lucene holds its table (about 5 MB of live heap) once per process and reads it on first use: a
            // service that never sees Polish never loads it
            StempelStemmer stempel = new StempelStemmer(PolishAnalyzer.getDefaultTable());
            return word -> {
                CharSequence stem = stempel.stem(word);
                return stem == null || stem.isEmpty() ? word : stem.toString();
            };
        }
        Supplier<SnowballStemmer> snowball = SNOWBALL.get(language);
        if (snowball == null) {
            return Stemmer.IDENTITY;
        }
        SnowballStemmer stemmer = snowball.get();
        return word -> {
            stemmer.setCurrent(word);
            stemmer.stem();
            return stemmer.getCurrent();
        };
    }

    private static boolean isHiraganaOnly(String word) {
        for (int i = 0; i < word.length();) {
            int cp = word.codePointAt(i);
            if (UScript.getScript(cp) != UScript.HIRAGANA && cp != 'ー') {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    /** {@code base} plus {@code words}, unmodifiable. */
    private static CharArraySet withWords(CharArraySet base, List<String> words) {
        CharArraySet all = CharArraySet.copy(base);
        all.addAll(words);
        return CharArraySet.unmodifiableSet(all);
    }

    private static CharArraySet snowball(String file) {
        try (InputStream in = SnowballFilter.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("Lucene stop list " + file + " is missing");
            }
            return CharArraySet.unmodifiableSet(WordlistLoader.getSnowballWordSet(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static CharArraySet bundled(String resource) {
        try (InputStream in = LanguageResources.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing");
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                return CharArraySet.unmodifiableSet(WordlistLoader.getWordSet(reader, "#"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
