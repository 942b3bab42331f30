package dev.switchboard.memory.record;

import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a memory holds, as seed 003 names it. */
public enum MemoryType {
    CODE,
    DECISION,
    NOTE;

    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    static MemoryType fromWire(String name) {
        return from(name).orElseThrow(() -> new IllegalArgumentException("Unknown memory type: " + name));
    }

    /** The type named on the wire ({@code "decision"}), or empty for anything else. */
    public static Optional<MemoryType> from(String name) {
        for (MemoryType type : values()) {
            if (type.wireName().equals(name)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
