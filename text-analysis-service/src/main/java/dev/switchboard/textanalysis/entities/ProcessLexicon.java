package dev.switchboard.textanalysis.entities;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which nouns name an action, per language ({@code entities/processes.txt}, written for this service): nominal
 * endings such as -tion, -ment, -ing (English), -anie/-enie (Polish), -ание/-ение (Russian), -ung (German), with
 * explicit inclusions and exclusions, and inflected endings mapped back to the base form ("testowania" is reported as
 * "testowanie"). Languages without rules have no process nouns. Immutable.
 */
public final class ProcessLexicon {

    static final String RESOURCE = "/entities/processes.txt";
    private static final int MIN_STEM = 3;

    private final Map<String, Rules> rules;

    private ProcessLexicon(Map<String, Rules> rules) {
        this.rules = Map.copyOf(rules);
    }

    public static ProcessLexicon load() {
        try (InputStream in = ProcessLexicon.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ProcessLexicon parse(List<String> lines) {
        Map<String, Rules> rules = new HashMap<>();
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            String[] head = colon < 0 ? new String[0] : line.substring(0, colon).strip().split("\\s+");
            if (head.length != 2) {
                throw new IllegalStateException(RESOURCE + " line " + number + ": expected '<language> <list>: words'");
            }
            Rules language = rules.computeIfAbsent(head[0], l -> new Rules());
            Set<String> list = switch (head[1]) {
                case "suffixes" -> language.suffixes;
                case "include" -> language.include;
                case "exclude" -> language.exclude;
                case "modifiers" -> language.modifiers;
                case "forms" -> null;
                default -> throw new IllegalStateException(RESOURCE + " line " + number + ": unknown list " + head[1]);
            };
            for (String word : line.substring(colon + 1).strip().split("\\s+")) {
                if (word.isEmpty()) {
                    continue;
                }
                if (list != null) {
                    list.add(word);
                    continue;
                }
                String[] form = word.split(">");
                if (form.length != 2) {
                    throw new IllegalStateException(RESOURCE + " line " + number + ": a form is 'ending>base'");
                }
                language.forms.put(form[0], form[1]);
            }
        }
        return new ProcessLexicon(rules);
    }

    /** True when {@code language} has process rules at all. */
    public boolean supports(String language) {
        return rules.containsKey(language);
    }

    /**
     * The form to report when {@code foldedWord} names an action in {@code language} (English plurals become
     * singular), or null when it does not.
     */
    public String action(String language, String foldedWord) {
        Rules lexicon = rules.get(language);
        if (lexicon == null) {
            return null;
        }
        String word = language.equals("en") ? singular(foldedWord) : lexicon.baseForm(foldedWord);
        if (lexicon.include.contains(word)) {
            return word;
        }
        if (lexicon.exclude.contains(word)) {
            return null;
        }
        for (String suffix : lexicon.suffixes) {
            if (word.endsWith(suffix) && word.length() >= suffix.length() + MIN_STEM) {
                return word;
            }
        }
        return null;
    }

    /** True for adjectives that never start a concept in {@code language} ("many", "several", "other"). */
    public boolean isDroppedModifier(String language, String foldedWord) {
        Rules lexicon = rules.get(language);
        return lexicon != null && lexicon.modifiers.contains(foldedWord);
    }

    private static String singular(String word) {
        if (word.endsWith("yses")) {
            return word.substring(0, word.length() - 2) + "is";
        }
        if (word.endsWith("ies") && word.length() > 4) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("sis") && word.length() > 3) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }

    private static final class Rules {
        private final Map<String, String> forms = new HashMap<>();
        private final Set<String> suffixes = new HashSet<>();
        private final Set<String> include = new HashSet<>();
        private final Set<String> exclude = new HashSet<>();
        private final Set<String> modifiers = new HashSet<>();

        /** The word with an inflected ending replaced by its base ending (the longest ending that applies). */
        String baseForm(String word) {
            String best = null;
            for (String ending : forms.keySet()) {
                if (word.endsWith(ending) && (best == null || ending.length() > best.length())) {
                    best = ending;
                }
            }
            return best == null ? word : word.substring(0, word.length() - best.length()) + forms.get(best);
        }
    }
}
