package dev.switchboard.textanalysis.document;

import dev.switchboard.textanalysis.language.LanguageMix;
import dev.switchboard.textanalysis.text.Layout;
import dev.switchboard.textanalysis.text.Sentences;
import dev.switchboard.textanalysis.text.Words;

/** A text segmented into words, sentences and paragraphs, with its languages identified. */
public record Document(String text, Layout layout, Words words, Sentences sentences, LanguageMix languages) {

    /** The language word {@code i} is written in. */
    public String languageOfWord(int i) {
        return languages.languageOf(words.script(i));
    }

    public int paragraphCount() {
        return layout.paragraphCount(words);
    }
}
