package dev.switchboard.textanalysis.text;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;

/** Whitespace and visibility rules shared by the analysers. */
public final class Whitespace {

    private Whitespace() {
    }

    /** True when the text has nothing visible: only white space and default-ignorable characters (e.g. U+200B). */
    public static boolean isBlank(CharSequence text) {
        for (int i = 0; i < text.length();) {
            int cp = Character.codePointAt(text, i);
            if (!UCharacter.isUWhiteSpace(cp) && !UCharacter.hasBinaryProperty(cp,
                    UProperty.DEFAULT_IGNORABLE_CODE_POINT)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    /** {@code text[start, end)} trimmed, with each run of white space replaced by a single space. */
    public static String collapse(CharSequence text, int start, int end) {
        StringBuilder out = new StringBuilder(end - start);
        boolean pendingSpace = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (UCharacter.isUWhiteSpace(c)) {
                pendingSpace = out.length() > 0;
            } else {
                if (pendingSpace) {
                    out.append(' ');
                    pendingSpace = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }
}
