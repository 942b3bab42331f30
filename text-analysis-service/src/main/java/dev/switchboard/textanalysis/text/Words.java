package dev.switchboard.textanalysis.text;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;

/**
 * The words of a text in order: UAX #29 word-break segments (dictionary-segmented for CJK and Thai) that hold at least
 * one letter or digit. Kept as parallel arrays so a megabyte of text costs a few bytes per word, not an object each.
 */
public final class Words {

    private final String text;
    private final int[] starts;
    private final int[] ends;
    private final int[] lengths;
    private final int[] scripts;
    private final boolean[] letters;

    private Words(String text, int[] starts, int[] ends, int[] lengths, int[] scripts, boolean[] letters) {
        this.text = text;
        this.starts = starts;
        this.ends = ends;
        this.lengths = lengths;
        this.scripts = scripts;
        this.letters = letters;
    }

    public int size() {
        return starts.length;
    }

    /** Char offset where word {@code i} starts. */
    public int start(int i) {
        return starts[i];
    }

    /** Char offset just after word {@code i}. */
    public int end(int i) {
        return ends[i];
    }

    /** Length of word {@code i} in code points. */
    public int length(int i) {
        return lengths[i];
    }

    /** The {@link UScript} code of the word's first letter; {@link UScript#COMMON} for a word of digits only. */
    public int script(int i) {
        return scripts[i];
    }

    /** True when the word has a letter (false for numbers). */
    public boolean hasLetter(int i) {
        return letters[i];
    }

    public String text(int i) {
        return text.substring(starts[i], ends[i]);
    }

    /** Collects words as the segmenter finds them. */
    static final class Builder {

        private final String text;
        private final IntList starts;
        private final IntList ends;
        private final IntList lengths;
        private final IntList scripts;
        private final IntList letters;

        Builder(String text) {
            this.text = text;
            int estimate = text.length() / 6;
            starts = new IntList(estimate);
            ends = new IntList(estimate);
            lengths = new IntList(estimate);
            scripts = new IntList(estimate);
            letters = new IntList(estimate);
        }

        /** Adds the segment {@code [start, end)} when it holds a letter or digit. */
        void offer(int start, int end) {
            int codePoints = 0;
            int script = UScript.COMMON;
            boolean letter = false;
            boolean digit = false;
            for (int i = start; i < end;) {
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                codePoints++;
                if (UCharacter.isLetter(cp)) {
                    if (script == UScript.COMMON) {
                        script = scriptOf(cp);
                    }
                    letter = true;
                } else if (UCharacter.isDigit(cp)) {
                    digit = true;
                }
            }
            if (letter || digit) {
                starts.add(start);
                ends.add(end);
                lengths.add(codePoints);
                scripts.add(script);
                letters.add(letter ? 1 : 0);
            }
        }

        Words build() {
            int[] letterFlags = letters.toArray();
            boolean[] hasLetter = new boolean[letterFlags.length];
            for (int i = 0; i < letterFlags.length; i++) {
                hasLetter[i] = letterFlags[i] != 0;
            }
            return new Words(text, starts.toArray(), ends.toArray(), lengths.toArray(), scripts.toArray(), hasLetter);
        }

        /** Hiragana and katakana count as one script: both mark Japanese. */
        private static int scriptOf(int cp) {
            int script = UScript.getScript(cp);
            return switch (script) {
                case UScript.HIRAGANA, UScript.KATAKANA -> UScript.KATAKANA_OR_HIRAGANA;
                case UScript.INHERITED -> UScript.COMMON;
                default -> script;
            };
        }
    }
}
