package dev.switchboard.planner.classify;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.TaskType;

/**
 * Tells what kind of work a task is from the verbs and objects in it. Each lexicon term found in the task scores its
 * weight twice, one found only in a requirement once; the highest total wins, ties go to the type declared first in
 * {@link TaskType}, and a task with no signal at all is planned as a {@link TaskType#FEATURE}.
 */
public final class TaskClassifier {

    private static final int TASK_FACTOR = 2;
    private static final int REQUIREMENT_FACTOR = 1;

    private final Lexicon lexicon;

    public TaskClassifier(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    public Classification classify(PlanRequest request) {
        TaskText task = TaskText.of(request.task());
        List<TaskText> requirements = request.requirements().stream().map(TaskText::of).toList();

        Map<TaskType, Integer> scores = new EnumMap<>(TaskType.class);
        Map<TaskType, Set<String>> verbs = new EnumMap<>(TaskType.class);
        Map<TaskType, Set<String>> objects = new EnumMap<>(TaskType.class);
        for (LexiconTerm term : lexicon.terms()) {
            Optional<String> found = term.find(task);
            int factor = TASK_FACTOR;
            if (found.isEmpty()) {
                found = requirements.stream().map(term::find).flatMap(Optional::stream).findFirst();
                factor = REQUIREMENT_FACTOR;
            }
            if (found.isPresent()) {
                scores.merge(term.type(), term.weight() * factor, Integer::sum);
                (term.verb() ? verbs : objects).computeIfAbsent(term.type(), t -> new LinkedHashSet<>())
                        .add(found.get());
            }
        }

        TaskType best = TaskType.FEATURE;
        int bestScore = 0;
        for (TaskType type : TaskType.values()) {
            int score = scores.getOrDefault(type, 0);
            if (score > bestScore) {
                best = type;
                bestScore = score;
            }
        }
        return new Classification(best,
                new ArrayList<>(verbs.getOrDefault(best, Set.of())),
                new ArrayList<>(objects.getOrDefault(best, Set.of())),
                bestScore > 0);
    }
}
