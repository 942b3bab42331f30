package dev.switchboard.textanalysis.entities;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;

/**
 * Where a name may start or end: not inside a run of letters and digits of one script. Letters of different scripts
 * do not join, so "用Kubernetes部署" still holds the token "Kubernetes"; an underscore joins like a letter, so
 * identifiers such as {@code redis_client} do not.
 */
final class TokenBoundary {

    private TokenBoundary() {
    }

    /** True when a token may begin or end at char offset {@code index}. */
    static boolean isBoundary(CharSequence text, int index) {
        if (index <= 0 || index >= text.length()) {
            return true;
        }
        int before = Character.codePointBefore(text, index);
        int after = Character.codePointAt(text, index);
        return !joins(before, after);
    }

    private static boolean joins(int a, int b) {
        if (!isWordChar(a) || !isWordChar(b)) {
            return false;
        }
        if (!UCharacter.isLetter(a) || !UCharacter.isLetter(b)) {
            return true;
        }
        return UScript.getScript(a) == UScript.getScript(b);
    }

    private static boolean isWordChar(int cp) {
        return cp == '_' || UCharacter.isLetterOrDigit(cp);
    }
}
