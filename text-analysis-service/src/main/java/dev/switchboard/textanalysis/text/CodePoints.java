package dev.switchboard.textanalysis.text;

import java.util.Arrays;

/**
 * Converts char offsets of one text to code point offsets, which is what the tools report. Costs nothing for text
 * without supplementary characters (emoji, rare CJK ideographs); otherwise a binary search over their positions.
 */
public final class CodePoints {

    private final int[] pairStarts;

    private CodePoints(int[] pairStarts) {
        this.pairStarts = pairStarts;
    }

    public static CodePoints of(String text) {
        IntList pairs = new IntList(0);
        for (int i = 0; i < text.length() - 1; i++) {
            if (Character.isHighSurrogate(text.charAt(i)) && Character.isLowSurrogate(text.charAt(i + 1))) {
                pairs.add(i);
                i++;
            }
        }
        return new CodePoints(pairs.toArray());
    }

    /** The code point offset of the char offset {@code index} (which must not split a surrogate pair). */
    public int offset(int index) {
        if (pairStarts.length == 0) {
            return index;
        }
        int found = Arrays.binarySearch(pairStarts, index);
        int pairsBefore = found >= 0 ? found : -found - 1;
        return index - pairsBefore;
    }

    /** Length of {@code text} in code points. */
    public static int count(CharSequence text) {
        return Character.codePointCount(text, 0, text.length());
    }
}
