package dev.switchboard.planner.plan;

import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonValue;

/** The phases a plan moves through, in order. */
public enum Phase {
    UNDERSTAND,
    DESIGN,
    BUILD,
    VERIFY,
    RELEASE;

    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Phase> from(String wireName) {
        for (Phase phase : values()) {
            if (phase.wireName().equals(wireName)) {
                return Optional.of(phase);
            }
        }
        return Optional.empty();
    }
}
