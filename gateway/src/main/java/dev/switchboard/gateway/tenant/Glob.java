package dev.switchboard.gateway.tenant;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A name or URI pattern: {@code *} matches any run of characters, {@code ?} one character, every other character
 * itself. Characters that other pattern languages give a meaning ({@code [ ] \}, and in names {@code { }}) are refused
 * by {@link #problem}, so a pattern written for one of them is never taken literally and silently matches nothing.
 */
public record Glob(String pattern, Pattern regex) {

    /** What the syntax is, for every message that refuses a pattern. */
    public static final String SYNTAX = "globs are only * (any run of characters) and ? (one character), every other "
            + "character matches itself";

    /** Compiled once: the patterns come from tenant records, so there are as many as operators wrote. */
    private static final Map<String, Glob> COMPILED = new ConcurrentHashMap<>();

    /** What a pattern matches, which decides the characters it may hold. */
    public enum Kind {
        /** Tool and prompt names: braces would be brace expansion elsewhere. */
        NAME("[]{}\\"),
        /** Resource URIs and URI templates: braces are a template's own, matched as written. */
        URI("[]\\");

        private final String refused;

        Kind(String refused) {
            this.refused = refused;
        }
    }

    public static Glob of(String pattern) {
        return COMPILED.computeIfAbsent(pattern, Glob::compile);
    }

    /**
     * Why {@code pattern} is no glob of {@code kind}, in words an operator can act on (the field it came from is
     * theirs to add); empty when it is one.
     */
    public static Optional<String> problem(String pattern, Kind kind) {
        if (pattern == null || pattern.isBlank()) {
            return Optional.of("give a non-empty name or glob; " + SYNTAX);
        }
        if (!pattern.equals(pattern.strip())) {
            return Optional.of("'" + pattern + "' starts or ends with a space; " + SYNTAX);
        }
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (Character.isISOControl(c)) {
                return Optional.of("'" + pattern.replaceAll("\\p{Cntrl}", "?") + "' holds a control character at "
                        + "position " + (i + 1) + "; " + SYNTAX);
            }
            if (kind.refused.indexOf(c) >= 0) {
                return Optional.of("'" + pattern + "' is not a valid glob: '" + c + "' at position " + (i + 1)
                        + " has no meaning here; " + SYNTAX);
            }
        }
        return Optional.empty();
    }

    private static Glob compile(String pattern) {
        StringBuilder regex = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        for (char c : pattern.toCharArray()) {
            if (c == '*' || c == '?') {
                if (!literal.isEmpty()) {
                    regex.append(Pattern.quote(literal.toString()));
                    literal.setLength(0);
                }
                regex.append(c == '*' ? ".*" : ".");
            } else {
                literal.append(c);
            }
        }
        if (!literal.isEmpty()) {
            regex.append(Pattern.quote(literal.toString()));
        }
        return new Glob(pattern, Pattern.compile(regex.toString(), Pattern.DOTALL));
    }

    public boolean matches(String text) {
        return regex.matcher(text).matches();
    }
}
