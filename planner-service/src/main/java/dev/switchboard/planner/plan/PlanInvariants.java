package dev.switchboard.planner.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What every plan must satisfy, whoever drafted it: ids 1..n in order; camelCase verb-phrase actions; dependencies
 * only on earlier steps (so they form a DAG whose topological order is the id order); requirements named exactly as
 * given; every requirement served; no step listed twice.
 */
public final class PlanInvariants {

    /** A camelCase action: lower-case first word, then capitalised words or digits ({@code checkApiLimits}). */
    public static final String ACTION_PATTERN = "^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$";
    public static final int MAX_ACTION_CHARS = 64;

    private static final Pattern ACTION = Pattern.compile(ACTION_PATTERN);

    private PlanInvariants() {
    }

    /** Every broken rule, in step order, in words a person can act on; empty when the plan is sound. */
    public static List<String> problems(List<PlanStep> steps, List<String> requirements) {
        List<String> problems = new ArrayList<>();
        if (steps.isEmpty()) {
            problems.add("the plan has no steps");
            return problems;
        }
        Set<String> known = new HashSet<>(requirements);
        Set<String> served = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int position = 0; position < steps.size(); position++) {
            PlanStep step = steps.get(position);
            int id = step.id();
            if (id != position + 1) {
                problems.add("step " + (position + 1) + " has id " + id + "; ids must run 1.." + steps.size()
                        + " in order");
            }
            if (step.action().length() > MAX_ACTION_CHARS || !ACTION.matcher(step.action()).matches()) {
                problems.add("step " + id + " action '" + step.action() + "' is not a camelCase verb phrase");
            }
            if (step.description().isBlank() || step.deliverable().isBlank()) {
                problems.add("step " + id + " needs a description and a deliverable");
            }
            Set<Integer> dependencies = new HashSet<>();
            for (int dependency : step.dependsOn()) {
                if (dependency < 1 || dependency >= id) {
                    problems.add("step " + id + " depends on step " + dependency
                            + ", which does not come before it");
                }
                if (!dependencies.add(dependency)) {
                    problems.add("step " + id + " lists step " + dependency + " twice in dependsOn");
                }
            }
            if (step.requirement() != null) {
                if (known.contains(step.requirement())) {
                    served.add(step.requirement());
                } else {
                    problems.add("step " + id + " serves '" + step.requirement()
                            + "', which is not one of the requirements");
                }
            }
            String identity = step.action() + '\u0000' + step.requirement() + '\u0000'
                    + PlanRequest.sameness(step.description());
            Integer earlier = seen.putIfAbsent(identity, id);
            if (earlier != null) {
                problems.add("steps " + earlier + " and " + id + " are the same step");
            }
        }
        for (String requirement : requirements) {
            if (!served.contains(requirement)) {
                problems.add("no step serves the requirement '" + requirement + "'");
            }
        }
        return problems;
    }
}
