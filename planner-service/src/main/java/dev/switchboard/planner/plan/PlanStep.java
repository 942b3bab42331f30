package dev.switchboard.planner.plan;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One step of a plan. {@code id} is its 1-based position, {@code dependsOn} lists earlier ids, {@code requirement} is
 * the input requirement the step serves (null for steps serving the task as a whole), {@code phase} may be null in a
 * model-drafted plan.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PlanStep(
        int id,
        String action,
        String description,
        List<Integer> dependsOn,
        String requirement,
        String deliverable,
        Estimate estimate,
        Phase phase) {

    public PlanStep {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(deliverable, "deliverable");
        Objects.requireNonNull(estimate, "estimate");
        dependsOn = List.copyOf(dependsOn);
    }
}
