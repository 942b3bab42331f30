package dev.switchboard.textanalysis.entities;

import com.ibm.icu.lang.UCharacter;

import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.Folding;
import dev.switchboard.textanalysis.text.Sentences;
import dev.switchboard.textanalysis.text.Whitespace;
import dev.switchboard.textanalysis.text.Words;

/**
 * Concepts and processes where no part-of-speech model is available (every language but English). Concepts are
 * acronyms and runs of two or more capitalised words that do not open the sentence ("Unia Europejska", "Организация
 * Объединённых Наций"); German is left out of the latter, since it capitalises every noun. Processes are single words
 * the {@link ProcessLexicon} rules of the sentence's language call actions, reported in their base form. Scripts
 * without case (Chinese, Japanese, Arabic, Thai …) get acronyms only.
 */
final class HeuristicPhrases {

    private final ProcessLexicon lexicon;
    private final LanguageResources resources;

    HeuristicPhrases(ProcessLexicon lexicon, LanguageResources resources) {
        this.lexicon = lexicon;
        this.resources = resources;
    }

    void read(Document document, int sentence, String language, boolean shouting, MentionCollector into) {
        Words words = document.words();
        Sentences sentences = document.sentences();
        String view = document.layout().view();
        int first = sentences.firstWord(sentence);
        int end = first + sentences.wordCount(sentence);
        boolean capitalisedPhrases = !language.equals("de");
        int runStart = -1;
        int runLength = 0;
        for (int w = first; w < end; w++) {
            String text = words.text(w);
            boolean technology = into.isTechnology(words.start(w), words.end(w));
            boolean capitalised = capitalisedPhrases && w > first && !technology && isCapitalised(text);
            boolean adjacent = runLength > 0 && Whitespace.isBlank(view.substring(words.end(w - 1), words.start(w)));
            if (capitalised && adjacent) {
                runLength++;
            } else {
                flushRun(document, runStart, runLength, into);
                runStart = w;
                runLength = capitalised ? 1 : 0;
            }
            if (technology || !words.hasLetter(w)) {
                continue;
            }
            String acronym = shouting ? null : Acronyms.of(text);
            if (acronym != null) {
                into.concept(acronym, words.start(w));
                continue;
            }
            String folded = Folding.fold(text);
            String action = resources.isStopWord(language, folded) ? null : lexicon.action(language, folded);
            if (action != null) {
                into.process(language.equals("de") ? capitalise(action) : action, words.start(w));
            }
        }
        flushRun(document, runStart, runLength, into);
    }

    private static void flushRun(Document document, int runStart, int runLength, MentionCollector into) {
        if (runLength >= 2) {
            Words words = document.words();
            int from = words.start(runStart);
            int to = words.end(runStart + runLength - 1);
            into.concept(Whitespace.collapse(document.layout().view(), from, to), from);
        }
    }

    /** German writes every noun with a capital. */
    private static String capitalise(String word) {
        int first = word.codePointAt(0);
        return new StringBuilder().appendCodePoint(UCharacter.toTitleCase(first))
                .append(word, Character.charCount(first), word.length()).toString();
    }

    /** An initial capital followed by at least one lower-case letter ("Kraków", not "NATO" or "x"). */
    private static boolean isCapitalised(String word) {
        int first = word.codePointAt(0);
        if (!UCharacter.isUUppercase(first) && !UCharacter.isTitleCase(first)) {
            return false;
        }
        for (int i = Character.charCount(first); i < word.length();) {
            int cp = word.codePointAt(i);
            if (UCharacter.isULowercase(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        return false;
    }
}
