package dev.switchboard.sessionstore.session;

import java.security.SecureRandom;
import java.util.Base64;

/** Session ids: 256 bits from a secure random, base64url without padding (visible ASCII, safe in a header). */
public final class SessionIds {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int LENGTH = 43;

    private SessionIds() {
    }

    public static String newId() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** True when the value could be an id we issued; anything else is unknown without asking Redis. */
    public static boolean isWellFormed(String id) {
        if (id == null || id.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = id.charAt(i);
            boolean base64url = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'
                    || c == '-';
            if (!base64url) {
                return false;
            }
        }
        return true;
    }
}
