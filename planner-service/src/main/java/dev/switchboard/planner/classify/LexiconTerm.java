package dev.switchboard.planner.classify;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import dev.switchboard.planner.plan.TaskType;

/**
 * One entry of the task lexicon: a word, a run of words or a Han/kana string that signals {@code type} with
 * {@code weight}. {@code verb} tells whether it names the action or the object of the work.
 */
record LexiconTerm(TaskType type, boolean verb, int weight, String language, String term, List<WordPattern> words) {

    /** One word of a term, folded; {@code prefix} when the lexicon wrote it with a trailing {@code *}. */
    record WordPattern(String folded, boolean prefix) {

        boolean matches(String foldedWord) {
            return prefix ? foldedWord.startsWith(folded) : foldedWord.equals(folded);
        }
    }

    /** Han/kana terms carry no word patterns: they match as substrings. */
    boolean substring() {
        return words.isEmpty();
    }

    /** The term as it appears in {@code text}, or empty when it does not. */
    Optional<String> find(TaskText text) {
        if (substring()) {
            return text.whole().contains(term) ? Optional.of(term) : Optional.empty();
        }
        List<TaskText.Word> candidates = text.words();
        for (int start = 0; start + words.size() <= candidates.size(); start++) {
            if (matchesAt(candidates, start)) {
                return Optional.of(candidates.subList(start, start + words.size()).stream()
                        .map(TaskText.Word::written)
                        .collect(Collectors.joining(" ")));
            }
        }
        return Optional.empty();
    }

    private boolean matchesAt(List<TaskText.Word> candidates, int start) {
        for (int i = 0; i < words.size(); i++) {
            if (!words.get(i).matches(candidates.get(start + i).folded())) {
                return false;
            }
        }
        return true;
    }
}
