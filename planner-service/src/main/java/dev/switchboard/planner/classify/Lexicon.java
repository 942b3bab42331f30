package dev.switchboard.planner.classify;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.switchboard.planner.plan.TaskType;

/** The task lexicon ({@code task-lexicon.txt} beside this class; its header explains the format). */
public final class Lexicon {

    private static final String RESOURCE = "task-lexicon.txt";
    private static final Pattern LINE = Pattern.compile("(\\w+) (verb|object) ([1-9]) ([a-z/]+):(.+)");
    private static final Pattern HAN_OR_KANA = Pattern.compile("[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]");

    private final List<LexiconTerm> terms;

    private Lexicon(List<LexiconTerm> terms) {
        this.terms = List.copyOf(terms);
    }

    /** Loads the built-in lexicon; a malformed line stops with its line number. */
    public static Lexicon builtIn() {
        try (InputStream in = Lexicon.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return parse(reader.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }

    static Lexicon parse(List<String> lines) {
        List<LexiconTerm> terms = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Matcher matcher = LINE.matcher(line);
            if (!matcher.matches()) {
                throw new IllegalStateException(RESOURCE + " line " + number + " does not match "
                        + "'<taskType> <verb|object> <weight> <language>: term | term'");
            }
            int lineNumber = number;
            TaskType type = TaskType.from(matcher.group(1)).orElseThrow(() -> new IllegalStateException(
                    RESOURCE + " line " + lineNumber + ": unknown task type " + matcher.group(1)));
            boolean verb = matcher.group(2).equals("verb");
            int weight = Integer.parseInt(matcher.group(3));
            for (String written : matcher.group(5).split("\\|")) {
                LexiconTerm term = term(type, verb, weight, matcher.group(4), written.strip());
                if (!seen.add(type.wireName() + ' ' + term.words() + ' ' + (term.substring() ? term.term() : ""))) {
                    throw new IllegalStateException(RESOURCE + " line " + number + ": '" + written.strip()
                            + "' is listed twice for " + type.wireName());
                }
                terms.add(term);
            }
        }
        return new Lexicon(terms);
    }

    List<LexiconTerm> terms() {
        return terms;
    }

    private static LexiconTerm term(TaskType type, boolean verb, int weight, String language, String written) {
        if (written.isEmpty()) {
            throw new IllegalStateException(RESOURCE + ": empty term for " + type.wireName());
        }
        String lower = TaskText.of(written).whole();
        if (HAN_OR_KANA.matcher(lower).find()) {
            return new LexiconTerm(type, verb, weight, language, lower, List.of());
        }
        List<LexiconTerm.WordPattern> words = new ArrayList<>();
        for (String word : lower.split("\\s+")) {
            boolean prefix = word.endsWith("*");
            String bare = prefix ? word.substring(0, word.length() - 1) : word;
            words.add(new LexiconTerm.WordPattern(TaskText.fold(bare), prefix));
        }
        return new LexiconTerm(type, verb, weight, language, lower, List.copyOf(words));
    }
}
