package dev.switchboard.planner.rules;

import dev.switchboard.planner.plan.Estimate;

/** A step a task type always has; {@code {task}} in the description stands for the task, shortened. */
record StepTemplate(String action, Estimate estimate, String description, String deliverable) {
}
