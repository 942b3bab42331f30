package dev.switchboard.textanalysis.document;

import dev.switchboard.textanalysis.language.LanguageIdentifier;
import dev.switchboard.textanalysis.language.LanguageMix;
import dev.switchboard.textanalysis.text.Layout;
import dev.switchboard.textanalysis.text.Segmenter;
import dev.switchboard.textanalysis.text.Sentences;
import dev.switchboard.textanalysis.text.Words;

/**
 * Reads a text into a {@link Document}: layout, words, languages, then sentences (the sentence rules depend on the
 * language for abbreviations). Thread-safe.
 */
public final class DocumentReader {

    private final Segmenter segmenter;
    private final LanguageIdentifier identifier;

    public DocumentReader(Segmenter segmenter, LanguageIdentifier identifier) {
        this.segmenter = segmenter;
        this.identifier = identifier;
    }

    public Document read(String text) {
        Layout layout = Layout.of(text);
        Words words = segmenter.words(layout.view());
        LanguageMix languages = identifier.identify(words);
        Sentences sentences = segmenter.sentences(layout.view(), languages.primary().code(), words);
        return new Document(text, layout, words, sentences, languages);
    }

    public Segmenter segmenter() {
        return segmenter;
    }
}
