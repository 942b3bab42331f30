package dev.switchboard.textanalysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.entities.EnglishTagger;
import dev.switchboard.textanalysis.entities.EntityExtractor;
import dev.switchboard.textanalysis.entities.Gazetteer;
import dev.switchboard.textanalysis.entities.ProcessLexicon;
import dev.switchboard.textanalysis.language.LanguageIdentifier;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.summary.LexRankSummarizer;
import dev.switchboard.textanalysis.text.Segmenter;

/** The plain-Java analysers, built once per test JVM (the models take a second or two to load). */
public final class Analysers {

    public static final LanguageResources RESOURCES = new LanguageResources();
    public static final DocumentReader READER = new DocumentReader(new Segmenter(),
            LanguageIdentifier.load(RESOURCES));
    public static final TextAnalyzer ANALYZER = new TextAnalyzer(READER, RESOURCES);
    public static final LexRankSummarizer SUMMARIZER = new LexRankSummarizer(READER, RESOURCES);
    public static final EntityExtractor EXTRACTOR = new EntityExtractor(READER, Gazetteer.load(),
            EnglishTagger.load(), ProcessLexicon.load(), RESOURCES);

    private Analysers() {
    }

    /** A fixture text from {@code src/test/resources/fixtures}. */
    public static String fixture(String name) {
        try (InputStream in = Analysers.class.getResourceAsStream("/fixtures/" + name + ".txt")) {
            if (in == null) {
                throw new IllegalStateException("No fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
