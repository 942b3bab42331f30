package dev.switchboard.contract;

import java.util.Locale;
import java.util.Optional;

/** The RFC 5424 severities MCP logging uses, least severe first. */
public enum LogLevel {
    DEBUG,
    INFO,
    NOTICE,
    WARNING,
    ERROR,
    CRITICAL,
    ALERT,
    EMERGENCY;

    /** The level named on the wire ({@code "warning"}), or empty for anything else. */
    public static Optional<LogLevel> from(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (LogLevel level : values()) {
            if (level.wireName().equals(name)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when a message at this level passes a client threshold of {@code threshold}. */
    public boolean passes(LogLevel threshold) {
        return compareTo(threshold) >= 0;
    }
}
