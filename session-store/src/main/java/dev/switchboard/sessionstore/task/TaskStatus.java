package dev.switchboard.sessionstore.task;

import java.util.Optional;

/** The states of a durable task; {@code completed}, {@code failed} and {@code cancelled} are final. */
public enum TaskStatus {
    WORKING("working"),
    INPUT_REQUIRED("input_required"),
    COMPLETED("completed"),
    FAILED("failed"),
    CANCELLED("cancelled");

    private final String wireName;

    TaskStatus(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public boolean terminal() {
        return this == COMPLETED || this == FAILED || this == CANCELLED;
    }

    public static Optional<TaskStatus> from(String wireName) {
        for (TaskStatus status : values()) {
            if (status.wireName.equals(wireName)) {
                return Optional.of(status);
            }
        }
        return Optional.empty();
    }
}
