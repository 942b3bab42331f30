package dev.switchboard.textanalysis.entities;

import com.ibm.icu.lang.UCharacter;

/**
 * Acronyms: 2–10 characters, at least two capital letters, no lower case (a plural "s" aside), and not a Roman
 * numeral made of I, V and X ("II", "XIV"), which are far more common in prose than acronyms spelled that way.
 */
final class Acronyms {

    private static final int MAX_LENGTH = 10;

    private Acronyms() {
    }

    /** The acronym {@code token} spells ("APIs" gives "API"), or null. */
    static String of(String token) {
        String body = token.length() > 2 && token.endsWith("s") ? token.substring(0, token.length() - 1) : token;
        int length = body.codePointCount(0, body.length());
        if (length < 2 || length > MAX_LENGTH) {
            return null;
        }
        int capitals = 0;
        boolean roman = true;
        for (int i = 0; i < body.length();) {
            int cp = body.codePointAt(i);
            i += Character.charCount(cp);
            if (UCharacter.isUUppercase(cp) && UCharacter.isLetter(cp)) {
                capitals++;
                roman &= "IVX".indexOf(cp) >= 0;
            } else if (!UCharacter.isDigit(cp)) {
                return null;
            }
        }
        return capitals >= 2 && !roman ? body : null;
    }

    /** True for a word of two or more letters, all capitals (used to tell shouted sentences from acronyms). */
    static boolean isAllCaps(String word) {
        int letters = 0;
        for (int i = 0; i < word.length();) {
            int cp = word.codePointAt(i);
            i += Character.charCount(cp);
            if (UCharacter.isLetter(cp)) {
                if (!UCharacter.isUUppercase(cp)) {
                    return false;
                }
                letters++;
            }
        }
        return letters >= 2;
    }
}
