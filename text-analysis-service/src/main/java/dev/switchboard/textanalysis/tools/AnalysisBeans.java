package dev.switchboard.textanalysis.tools;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

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
import io.quarkus.runtime.Startup;

/**
 * Builds the plain-Java analysers once. Models and data files load at start-up, so a broken model fails the start and
 * the first call is as fast as the rest.
 */
class AnalysisBeans {

    @Produces
    @Singleton
    DocumentReader documentReader(LanguageResources resources) {
        return new DocumentReader(new Segmenter(), LanguageIdentifier.load(resources));
    }

    @Produces
    @Singleton
    LanguageResources languageResources() {
        return new LanguageResources();
    }

    @Produces
    @Singleton
    @Startup
    TextAnalyzer textAnalyzer(DocumentReader reader, LanguageResources resources) {
        return new TextAnalyzer(reader, resources);
    }

    @Produces
    @Singleton
    @Startup
    LexRankSummarizer summarizer(DocumentReader reader, LanguageResources resources) {
        return new LexRankSummarizer(reader, resources);
    }

    @Produces
    @Singleton
    @Startup
    EntityExtractor entityExtractor(DocumentReader reader, LanguageResources resources) {
        return new EntityExtractor(reader, Gazetteer.load(), EnglishTagger.load(), ProcessLexicon.load(), resources);
    }
}
