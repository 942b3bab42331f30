package dev.switchboard.planner.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.Estimate;
import dev.switchboard.planner.plan.Phase;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSource;
import dev.switchboard.planner.plan.PlanStep;

/**
 * The deterministic planner: the task type's phase template, a build and a verification step per requirement, a
 * verification check per constraint. Dependencies always point to earlier steps: understand and design steps form a
 * chain; each requirement's build step needs only the design (so requirements can proceed in parallel) and its
 * verification step needs only that build; constraint checks need every build step; the type's closing checks need
 * every verification; release follows. The same request always gives the same plan.
 */
public final class RulePlanner {

    static final String CHECK_CONSTRAINT = "checkConstraint";
    private static final int TASK_IN_DESCRIPTION = 120;

    public Plan plan(PlanRequest request, Classification classification) {
        PhaseTemplate template = PhaseTemplates.of(classification.type());
        Steps steps = new Steps(shorten(request.task()));

        int understood = steps.chain(Phase.UNDERSTAND, template.understand(), List.of());
        int design = steps.chain(Phase.DESIGN, template.design(), List.of(understood));

        List<Integer> builds = new ArrayList<>();
        List<Integer> verifications = new ArrayList<>();
        if (request.requirements().isEmpty()) {
            int build = steps.add(Phase.BUILD, template.buildWhole(), List.of(design));
            builds.add(build);
            verifications.add(steps.add(Phase.VERIFY, template.verifyWhole(), List.of(build)));
        } else {
            List<Estimate> sizes = request.requirements().stream().map(RequirementSize::toBuild).toList();
            for (int i = 0; i < request.requirements().size(); i++) {
                builds.add(steps.add(Phase.BUILD, template.buildEach(), request.requirements().get(i), sizes.get(i),
                        List.of(design)));
            }
            for (int i = 0; i < request.requirements().size(); i++) {
                verifications.add(steps.add(Phase.VERIFY, template.verifyEach(), request.requirements().get(i),
                        RequirementSize.toVerify(sizes.get(i)), List.of(builds.get(i))));
            }
        }
        List<Integer> constraintChecks = new ArrayList<>();
        for (String constraint : request.constraints()) {
            constraintChecks.add(steps.append(CHECK_CONSTRAINT,
                    "Check that the result respects the constraint: " + constraint,
                    "Evidence (test, measurement or review) that the constraint holds: " + constraint, builds, null,
                    Estimate.S, Phase.VERIFY));
        }
        List<Integer> beforeChecks = new ArrayList<>(verifications);
        beforeChecks.addAll(constraintChecks);
        int checked = steps.chain(Phase.VERIFY, template.checks(), beforeChecks);
        steps.chain(Phase.RELEASE, template.release(), List.of(checked));

        return new Plan(steps.all(), classification.type(), notes(request, classification, constraintChecks),
                PlanSource.RULES);
    }

    private static List<String> notes(PlanRequest request, Classification classification,
            List<Integer> constraintChecks) {
        List<String> notes = new ArrayList<>();
        notes.add(classification.explanation());
        int count = request.requirements().size();
        notes.add(count == 0
                ? "No requirements were given, so one build and one verification step cover the task as a whole; "
                        + "list requirements for a finer plan."
                : (count == 1 ? "The requirement has" : "Each of the " + count + " requirements has")
                        + " its own build and verification step; build steps depend only on the design, so "
                        + "they can proceed in parallel.");
        if (!constraintChecks.isEmpty()) {
            notes.add("Constraints are checked during verification in step"
                    + (constraintChecks.size() == 1 ? " " : "s ")
                    + constraintChecks.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ".");
        }
        if (!request.duplicates().isEmpty()) {
            notes.add("Listed more than once and planned once: "
                    + request.duplicates().stream().map(item -> "'" + item + "'").collect(Collectors.joining(", "))
                    + ".");
        }
        return notes;
    }

    private static String shorten(String task) {
        if (task.length() <= TASK_IN_DESCRIPTION) {
            return task;
        }
        int cut = task.lastIndexOf(' ', TASK_IN_DESCRIPTION);
        return task.substring(0, cut > TASK_IN_DESCRIPTION / 2 ? cut : TASK_IN_DESCRIPTION) + "…";
    }

    /** The steps so far; each new step takes the next id. */
    private static final class Steps {

        private final List<PlanStep> steps = new ArrayList<>();
        private final String task;

        Steps(String task) {
            this.task = task;
        }

        int add(Phase phase, StepTemplate template, List<Integer> dependsOn) {
            return append(template.action(), template.description().replace("{task}", task),
                    template.deliverable().replace("{task}", task), dependsOn, null, template.estimate(), phase);
        }

        int add(Phase phase, RequirementTemplate template, String requirement, Estimate estimate,
                List<Integer> dependsOn) {
            return append(template.action(), template.description().replace("{requirement}", requirement),
                    template.deliverable().replace("{requirement}", requirement), dependsOn, requirement, estimate,
                    phase);
        }

        /** Adds the templates one after another, the first depending on {@code first}; returns the last id. */
        int chain(Phase phase, List<StepTemplate> templates, List<Integer> first) {
            List<Integer> dependsOn = first;
            int id = 0;
            for (StepTemplate template : templates) {
                id = add(phase, template, dependsOn);
                dependsOn = List.of(id);
            }
            return id;
        }

        List<PlanStep> all() {
            return steps;
        }

        int append(String action, String description, String deliverable, List<Integer> dependsOn,
                String requirement, Estimate estimate, Phase phase) {
            int id = steps.size() + 1;
            steps.add(new PlanStep(id, action, description, dependsOn, requirement, deliverable, estimate, phase));
            return id;
        }
    }
}
