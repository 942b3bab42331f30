package dev.switchboard.planner.rules;

import java.util.List;

/**
 * The shape of a plan for one task type, phase by phase: understand → design → build → verify → release. Build and
 * verification have a step per requirement, or one step for the whole task when there are no requirements; the
 * {@code checks} close the verify phase after the per-requirement and constraint checks.
 */
record PhaseTemplate(
        List<StepTemplate> understand,
        List<StepTemplate> design,
        RequirementTemplate buildEach,
        StepTemplate buildWhole,
        RequirementTemplate verifyEach,
        StepTemplate verifyWhole,
        List<StepTemplate> checks,
        List<StepTemplate> release) {

    PhaseTemplate {
        if (understand.isEmpty() || design.isEmpty() || checks.isEmpty() || release.isEmpty()) {
            throw new IllegalArgumentException("Every phase needs at least one step");
        }
        understand = List.copyOf(understand);
        design = List.copyOf(design);
        checks = List.copyOf(checks);
        release = List.copyOf(release);
    }
}
