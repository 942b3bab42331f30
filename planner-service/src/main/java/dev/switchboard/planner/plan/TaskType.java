package dev.switchboard.planner.plan;

import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The kinds of work the planner knows. Declaration order breaks ties in classification: the more specific and
 * riskier kinds come first, {@link #FEATURE} (the default) last.
 */
public enum TaskType {
    SECURITY("security"),
    BUG_FIX("bugFix"),
    PERFORMANCE("performance"),
    MIGRATION("migration"),
    REFACTOR("refactor"),
    OPERATIONS("operations"),
    DOCUMENTATION("documentation"),
    RESEARCH("research"),
    FEATURE("feature");

    private final String wireName;

    TaskType(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** The type named on the wire ({@code "bugFix"}), or empty for anything else. */
    public static Optional<TaskType> from(String wireName) {
        for (TaskType type : values()) {
            if (type.wireName.equals(wireName)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
