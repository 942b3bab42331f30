package dev.switchboard.textanalysis.text;

import java.util.Arrays;

import com.ibm.icu.lang.UCharacter;

/**
 * The line and paragraph structure of a text, and the view the segmenters read.
 * <p>
 * UAX #29 ends a sentence at every line break, which splits hard-wrapped prose (e-mail, commit messages, plain-text
 * documents) in the middle of sentences. The view therefore turns a single line break inside a paragraph into a space:
 * it stays a break only next to a blank line, a paragraph separator (U+2029), a form feed, or a line that starts a
 * block of its own (a list item, heading, quote or table row). Every replacement is one char for one char, so offsets
 * in the view are offsets in the text. A paragraph is a run of non-blank lines.
 */
public final class Layout {

    private final String view;
    private final int[] paragraphStarts;
    private final int[] paragraphEnds;

    private Layout(String view, int[] paragraphStarts, int[] paragraphEnds) {
        this.view = view;
        this.paragraphStarts = paragraphStarts;
        this.paragraphEnds = paragraphEnds;
    }

    public static Layout of(String text) {
        char[] view = text.toCharArray();
        IntList paragraphStarts = new IntList(16);
        IntList paragraphEnds = new IntList(16);
        int paragraphStart = -1;
        int lineStart = 0;
        int previousContentEnd = -1;
        boolean previousJoinable = false;
        while (true) {
            int contentEnd = lineStart;
            while (contentEnd < view.length && !isLineTerminator(view[contentEnd])) {
                contentEnd++;
            }
            int terminatorEnd = terminatorEnd(view, contentEnd);
            boolean blank = isBlank(view, lineStart, contentEnd);
            boolean block = !blank && startsBlock(view, lineStart, contentEnd);
            if (previousJoinable && !blank && !block) {
                Arrays.fill(view, previousContentEnd, lineStart, ' ');
            }
            if (blank && paragraphStart >= 0) {
                paragraphStarts.add(paragraphStart);
                paragraphEnds.add(lineStart);
                paragraphStart = -1;
            } else if (!blank && paragraphStart < 0) {
                paragraphStart = lineStart;
            }
            boolean separator = contentEnd < view.length && (view[contentEnd] == '\u2029' || view[contentEnd] == '\f');
            if (separator && paragraphStart >= 0) {
                paragraphStarts.add(paragraphStart);
                paragraphEnds.add(terminatorEnd);
                paragraphStart = -1;
            }
            if (terminatorEnd == contentEnd) {
                break;
            }
            previousContentEnd = contentEnd;
            previousJoinable = !blank && !block && !separator;
            lineStart = terminatorEnd;
        }
        if (paragraphStart >= 0) {
            paragraphStarts.add(paragraphStart);
            paragraphEnds.add(view.length);
        }
        return new Layout(new String(view), paragraphStarts.toArray(), paragraphEnds.toArray());
    }

    /** The text with soft line wraps replaced by spaces; same length as the text. */
    public String view() {
        return view;
    }

    /** Paragraphs holding at least one of the given words. */
    public int paragraphCount(Words words) {
        int count = 0;
        int word = 0;
        for (int p = 0; p < paragraphStarts.length && word < words.size(); p++) {
            while (word < words.size() && words.start(word) < paragraphStarts[p]) {
                word++;
            }
            if (word < words.size() && words.start(word) < paragraphEnds[p]) {
                count++;
            }
        }
        return count;
    }

    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\u000B' || c == '\f';
    }

    private static int terminatorEnd(char[] view, int contentEnd) {
        if (contentEnd >= view.length) {
            return contentEnd;
        }
        if (view[contentEnd] == '\r' && contentEnd + 1 < view.length && view[contentEnd + 1] == '\n') {
            return contentEnd + 2;
        }
        return contentEnd + 1;
    }

    private static boolean isBlank(char[] view, int start, int end) {
        for (int i = start; i < end; i++) {
            if (!UCharacter.isUWhiteSpace(view[i])) {
                return false;
            }
        }
        return true;
    }

    /** A list item, heading, quote or table row: a line that must not be joined to its neighbours. */
    private static boolean startsBlock(char[] view, int start, int end) {
        int i = start;
        while (i < end && (view[i] == ' ' || view[i] == '\t')) {
            i++;
        }
        if (i >= end) {
            return false;
        }
        char first = view[i];
        boolean followedBySpace = i + 1 < end && (view[i + 1] == ' ' || view[i + 1] == '\t');
        switch (first) {
            case '•', '‣', '◦', '▪', '▫', '●', '○', '■', '□', '➢', '►', '|', '>':
                return true;
            case '-', '*', '+', '–', '—':
                return followedBySpace;
            case '#':
                int hashes = i;
                while (hashes < end && view[hashes] == '#') {
                    hashes++;
                }
                return hashes < end && view[hashes] == ' ';
            default:
                break;
        }
        if (first < '0' || first > '9') {
            return false;
        }
        int afterDigits = i;
        while (afterDigits < end && afterDigits - i < 3 && view[afterDigits] >= '0' && view[afterDigits] <= '9') {
            afterDigits++;
        }
        return afterDigits + 1 < end && (view[afterDigits] == '.' || view[afterDigits] == ')')
                && (view[afterDigits + 1] == ' ' || view[afterDigits + 1] == '\t');
    }
}
