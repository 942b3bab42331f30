package dev.switchboard.sessionstore.session;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/** Session ids: 256 bits from a secure random, base64url without padding (visible ASCII, safe in a header). */
public final class SessionIds {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{43}");

    private SessionIds() {
    }

    public static String newId() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** True when the value could be an id we issued; anything else is unknown without asking Redis. */
    public static boolean isWellFormed(String id) {
        return id != null && SHAPE.matcher(id).matches();
    }
}
