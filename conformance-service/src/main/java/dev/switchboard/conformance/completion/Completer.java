package dev.switchboard.conformance.completion;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Suggests the candidates that start with what was typed so far (ignoring case), in the candidates' order. */
public final class Completer {

    private final List<String> candidates;

    public Completer(List<String> candidates) {
        this.candidates = List.copyOf(candidates);
    }

    /** The candidates starting with {@code typed}, leaving out {@code excluded}. */
    public List<String> complete(String typed, Set<String> excluded) {
        String prefix = typed.toLowerCase(Locale.ROOT);
        return candidates.stream()
                .filter(candidate -> candidate.toLowerCase(Locale.ROOT).startsWith(prefix))
                .filter(candidate -> !excluded.contains(candidate))
                .toList();
    }
}
