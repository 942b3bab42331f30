package dev.switchboard.memory.record;

import java.security.SecureRandom;
import java.util.regex.Pattern;

/**
 * Memory ids: 26 characters of Crockford base32 (48 bits of milliseconds, then 80 random bits, as a ULID), so ids sort
 * by creation time and cannot be guessed.
 */
public final class MemoryIds {

    private static final char[] ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
    private static final Pattern SHAPE = Pattern.compile("[0-9A-HJKMNP-TV-Z]{26}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private MemoryIds() {
    }

    public static String newId(long epochMillis) {
        char[] id = new char[26];
        long time = epochMillis;
        for (int i = 9; i >= 0; i--) {
            id[i] = ALPHABET[(int) (time & 31)];
            time >>>= 5;
        }
        byte[] random = new byte[10];
        RANDOM.nextBytes(random);
        long high = 0;
        long low = 0;
        for (int i = 0; i < 5; i++) {
            high = (high << 8) | (random[i] & 0xff);
            low = (low << 8) | (random[i + 5] & 0xff);
        }
        for (int i = 17; i >= 10; i--) {
            id[i] = ALPHABET[(int) (high & 31)];
            high >>>= 5;
        }
        for (int i = 25; i >= 18; i--) {
            id[i] = ALPHABET[(int) (low & 31)];
            low >>>= 5;
        }
        return new String(id);
    }

    public static boolean isWellFormed(String id) {
        return id != null && SHAPE.matcher(id).matches();
    }
}
