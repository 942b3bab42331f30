package dev.switchboard.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A finished plan as {@code generatePlan} returns it: the steps (under the seed name {@code plan}) and what they are. */
@JsonPropertyOrder({ "plan", "taskType", "notes", "source" })
public record Plan(List<PlanStep> plan, TaskType taskType, List<String> notes, PlanSource source) {

    public Plan {
        plan = List.copyOf(plan);
        Objects.requireNonNull(taskType, "taskType");
        notes = List.copyOf(notes);
        Objects.requireNonNull(source, "source");
    }

    /** The same plan with {@code note} added after the existing notes. */
    public Plan withNote(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Plan(plan, taskType, more, source);
    }
}
