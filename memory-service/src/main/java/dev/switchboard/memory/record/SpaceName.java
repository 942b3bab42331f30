package dev.switchboard.memory.record;

import java.util.regex.Pattern;

/**
 * The name of a shared space ({@code session_id}): 1–128 URI-unreserved characters, so that it stands in a
 * {@code memory://} URI and a Redis hash tag as it is. MCP session ids the gateway issues have this shape.
 */
public final class SpaceName {

    /** The whole name, unanchored: what a Bean Validation {@code @Pattern} matches against the whole value. */
    public static final String CHARACTERS = "[A-Za-z0-9._~-]{1,128}";
    public static final String PATTERN = "^" + CHARACTERS + "$";
    private static final Pattern SHAPE = Pattern.compile(PATTERN);

    private SpaceName() {
    }

    public static boolean isValid(String name) {
        return name != null && SHAPE.matcher(name).matches();
    }
}
