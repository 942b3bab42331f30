package dev.switchboard.textanalysis.text;

import com.ibm.icu.text.Normalizer2;

/** Case folding for counting words: Unicode NFKC_Casefold, with a fast path for ASCII. */
public final class Folding {

    private static final Normalizer2 NFKC_CASEFOLD = Normalizer2.getNFKCCasefoldInstance();

    private Folding() {
    }

    /** The caseless form of a word: "Straße" and "STRASSE" fold alike, as do full-width and ASCII letters. */
    public static String fold(String word) {
        boolean ascii = true;
        boolean upper = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c >= 0x80) {
                ascii = false;
                break;
            }
            upper |= c >= 'A' && c <= 'Z';
        }
        if (ascii) {
            return upper ? asciiLower(word) : word;
        }
        return NFKC_CASEFOLD.normalize(word);
    }

    private static String asciiLower(String word) {
        char[] chars = word.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'A' && chars[i] <= 'Z') {
                chars[i] = (char) (chars[i] + ('a' - 'A'));
            }
        }
        return new String(chars);
    }
}
