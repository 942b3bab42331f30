package dev.switchboard.bridge.naming;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The name an upstream tool or prompt gets behind the gateway: {@code <prefix><separator><name>}. Characters MCP tool
 * names do not allow become {@code _}; a name that had to change that way, or is longer than the limit, is cut and ends
 * in {@code _} and eight hex digits of a SHA-256 of the full name, so the same upstream name always gets the same
 * exposed name and different ones (almost surely) differ. {@link #note()} says so for the description.
 */
public record ExposedName(String name, String upstreamName, boolean altered) {

    private static final Pattern ALLOWED = Pattern.compile("[A-Za-z0-9_.-]+");
    private static final Pattern DISALLOWED_CHAR = Pattern.compile("[^A-Za-z0-9_.-]");
    private static final int HASH_HEX = 8;

    public static ExposedName of(String prefix, String separator, String upstreamName, int maxLength) {
        String full = prefix + separator + upstreamName;
        if (full.length() <= maxLength && ALLOWED.matcher(full).matches()) {
            return new ExposedName(full, upstreamName, false);
        }
        String cleaned = DISALLOWED_CHAR.matcher(full).replaceAll("_");
        String suffix = "_" + hash(full);
        int keep = Math.min(cleaned.length(), maxLength - suffix.length());
        return new ExposedName(cleaned.substring(0, keep) + suffix, upstreamName, true);
    }

    /** Whether {@code name} is a valid MCP tool name as it is (1 to 128 of {@code A-Za-z0-9_.-}). */
    public static boolean valid(String name) {
        return name != null && name.length() <= 128 && ALLOWED.matcher(name).matches();
    }

    /** Appended to the description of an altered name, so the model and the operator see the original. */
    public String note() {
        return altered ? "(Upstream name: '" + upstreamName + "'; shortened or cleaned to fit MCP's tool-name rules.)" : "";
    }

    public String describe(String description) {
        if (!altered) {
            return description;
        }
        return description == null || description.isBlank() ? note() : description + "\n\n" + note();
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, HASH_HEX);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
