package dev.switchboard.planner.plan;

import com.fasterxml.jackson.annotation.JsonValue;

/** Who drafted a plan: the built-in rules or the client's model (checked by the service). */
public enum PlanSource {
    RULES("rules"),
    MODEL("model");

    private final String wireName;

    PlanSource(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }
}
