package dev.switchboard.gateway.tenant;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/** A name or URI pattern: {@code *} matches any run of characters, {@code ?} one character, nothing else is special. */
public record Glob(String pattern, Pattern regex) {

    /** Compiled once: the patterns come from tenant records, so there are as many as operators wrote. */
    private static final Map<String, Glob> COMPILED = new ConcurrentHashMap<>();

    public static Glob of(String pattern) {
        return COMPILED.computeIfAbsent(pattern, Glob::compile);
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
