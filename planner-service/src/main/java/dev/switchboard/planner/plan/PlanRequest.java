package dev.switchboard.planner.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What to plan, normalised: whitespace collapsed, blank items dropped, repeated items (ignoring case) listed once.
 * {@code duplicates} keeps the repeats that were dropped so the plan can say so.
 */
public record PlanRequest(String task, List<String> requirements, List<String> constraints, List<String> duplicates) {

    public static final int MAX_TASK_CHARS = 4000;
    public static final int MAX_ITEM_CHARS = 1000;
    public static final int MAX_REQUIREMENTS = 50;
    public static final int MAX_CONSTRAINTS = 20;

    public PlanRequest {
        requirements = List.copyOf(requirements);
        constraints = List.copyOf(constraints);
        duplicates = List.copyOf(duplicates);
    }

    /**
     * Normalises and checks a request.
     *
     * @throws IllegalArgumentException with a message a caller can act on when the task is blank or something is too
     *         long or too many
     */
    public static PlanRequest of(String task, List<String> requirements, List<String> constraints) {
        String normalisedTask = normalise(task == null ? "" : task);
        if (normalisedTask.isEmpty()) {
            throw new IllegalArgumentException("'task' must describe the work to plan; it is empty");
        }
        if (normalisedTask.length() > MAX_TASK_CHARS) {
            throw new IllegalArgumentException("'task' is " + normalisedTask.length() + " characters long; at most "
                    + MAX_TASK_CHARS + " are accepted");
        }
        List<String> duplicates = new ArrayList<>();
        List<String> uniqueRequirements = unique("requirements", requirements, MAX_REQUIREMENTS, duplicates);
        List<String> uniqueConstraints = unique("constraints", constraints, MAX_CONSTRAINTS, duplicates);
        return new PlanRequest(normalisedTask, uniqueRequirements, uniqueConstraints, duplicates);
    }

    /** Collapses runs of whitespace to one space and trims. */
    public static String normalise(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    /** The key two items share when they say the same thing. */
    public static String sameness(String text) {
        return normalise(text).toLowerCase(Locale.ROOT);
    }

    private static List<String> unique(String name, List<String> items, int maxItems, List<String> duplicates) {
        Map<String, String> unique = new LinkedHashMap<>();
        for (String item : items) {
            String normalised = normalise(item);
            if (normalised.isEmpty()) {
                continue;
            }
            if (normalised.length() > MAX_ITEM_CHARS) {
                throw new IllegalArgumentException("Each of '" + name + "' may be at most " + MAX_ITEM_CHARS
                        + " characters long; one is " + normalised.length() + ": '" + normalised.substring(0, 40)
                        + "…'");
            }
            if (unique.putIfAbsent(sameness(normalised), normalised) != null) {
                duplicates.add(normalised);
            }
        }
        if (unique.size() > maxItems) {
            throw new IllegalArgumentException("'" + name + "' lists " + unique.size() + " distinct items; at most "
                    + maxItems + " are accepted");
        }
        return List.copyOf(unique.values());
    }
}
