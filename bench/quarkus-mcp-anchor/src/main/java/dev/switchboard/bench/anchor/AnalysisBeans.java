package dev.switchboard.bench.anchor;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.LanguageIdentifier;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.Segmenter;
import io.quarkus.runtime.Startup;

/** The text service's analyser, built as the service builds it: once, at start-up, so the first call is no slower. */
class AnalysisBeans {

    @Produces
    @Singleton
    @Startup
    TextAnalyzer textAnalyzer() {
        LanguageResources resources = new LanguageResources();
        return new TextAnalyzer(new DocumentReader(new Segmenter(), LanguageIdentifier.load(resources)), resources);
    }
}
