package dev.switchboard.planner.classify;

import java.util.List;

import dev.switchboard.planner.plan.TaskType;

/**
 * The kind of work a task is, with the evidence: the verbs and objects found (as written in the task or its
 * requirements). {@code recognised} is false when nothing matched and {@code type} is the default.
 */
public record Classification(TaskType type, List<String> verbs, List<String> objects, boolean recognised) {

    public Classification {
        verbs = List.copyOf(verbs);
        objects = List.copyOf(objects);
    }

    /** One sentence for the plan's notes. */
    public String explanation() {
        if (!recognised) {
            return "No wording typical of a kind of work was found, so the task is planned as a "
                    + type.wireName() + ".";
        }
        StringBuilder evidence = new StringBuilder();
        if (!verbs.isEmpty()) {
            evidence.append("verbs ").append(String.join(", ", verbs));
        }
        if (!objects.isEmpty()) {
            evidence.append(evidence.isEmpty() ? "" : "; ").append("objects ").append(String.join(", ", objects));
        }
        return "Classified as " + type.wireName() + " from its wording (" + evidence + ").";
    }
}
