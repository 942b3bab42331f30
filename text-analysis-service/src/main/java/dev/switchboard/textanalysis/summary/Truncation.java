package dev.switchboard.textanalysis.summary;

import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.util.ULocale;

import dev.switchboard.textanalysis.text.Segmenter;

/**
 * Cuts a sentence to fit a length, at the end of a word, and marks the cut with an ellipsis that counts toward the
 * length. A sentence with no word end in reach (one enormous "word") is cut at a grapheme cluster boundary instead,
 * so no character is ever split.
 */
final class Truncation {

    static final String ELLIPSIS = "…";

    private Truncation() {
    }

    /** {@code sentence} cut to at most {@code maxLength} code points, ellipsis included. */
    static String cut(String sentence, int maxLength, Segmenter segmenter) {
        int limit = sentence.offsetByCodePoints(0, maxLength - 1);
        BreakIterator words = segmenter.wordIterator();
        words.setText(sentence);
        int end = words.isBoundary(limit) ? limit : words.preceding(limit);
        while (end > 0) {
            int start = words.preceding(end);
            if (holdsLetterOrDigit(sentence, start, end)) {
                break;
            }
            end = start;
        }
        if (end <= 0) {
            BreakIterator graphemes = BreakIterator.getCharacterInstance(ULocale.ROOT);
            graphemes.setText(sentence);
            end = graphemes.isBoundary(limit) ? limit : graphemes.preceding(limit);
        }
        return sentence.substring(0, end).stripTrailing() + ELLIPSIS;
    }

    private static boolean holdsLetterOrDigit(String text, int start, int end) {
        for (int i = start; i < end;) {
            int cp = text.codePointAt(i);
            if (Character.isLetterOrDigit(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        return false;
    }
}
