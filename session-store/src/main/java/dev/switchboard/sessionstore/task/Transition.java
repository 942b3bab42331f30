package dev.switchboard.sessionstore.task;

import java.util.Optional;

import io.vertx.mutiny.redis.client.Response;

/**
 * What a task transition script did.
 *
 * @param outcome {@code changed} (the task moved to {@code status}), {@code partial} (answers recorded, more
 *        outstanding), {@code resumed} or {@code rerun} (the caller now runs {@code attempt}), {@code alive} (the lease
 *        still runs, until {@code leaseUntil}), {@code skipped} (not applicable in state {@code status}) or
 *        {@code gone} (no such task for this caller)
 */
public record Transition(String outcome, TaskStatus status, TaskChange change, int attempt, long leaseUntil) {

    static Transition read(String taskId, Response reply) {
        String outcome = reply.get(0).toString();
        if (reply.size() == 1) {
            return new Transition(outcome, null, null, 0, 0);
        }
        TaskStatus status = TaskStatus.from(reply.get(1).toString()).orElse(null);
        if (reply.size() < 5) {
            return new Transition(outcome, status, null, 0, 0);
        }
        TaskChange change = new TaskChange(taskId, reply.get(2).toString(), reply.get(3).toString(),
                reply.get(4).toString(), reply.get(1).toString());
        long extra = reply.size() > 5 ? Long.parseLong(reply.get(5).toString()) : 0;
        return switch (outcome) {
            case "resumed", "rerun" -> new Transition(outcome, status, change, (int) extra, 0);
            case "alive" -> new Transition(outcome, status, change, 0, extra);
            default -> new Transition(outcome, status, change, 0, 0);
        };
    }

    /** The task moved to another status (announce it). */
    public boolean changed() {
        return "changed".equals(outcome) || "resumed".equals(outcome);
    }

    /** The caller now runs the task's call, as {@link #attempt}. */
    public boolean running() {
        return "resumed".equals(outcome) || "rerun".equals(outcome);
    }

    public boolean gone() {
        return "gone".equals(outcome);
    }

    /** The announcement of this transition, when it changed what a client would see. */
    public Optional<TaskChange> announcement() {
        return change != null && (changed() || "partial".equals(outcome)) ? Optional.of(change) : Optional.empty();
    }
}
