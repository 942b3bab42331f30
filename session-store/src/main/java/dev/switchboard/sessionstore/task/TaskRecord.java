package dev.switchboard.sessionstore.task;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.sessionstore.Principal;

/**
 * A durable task as Redis holds it.
 *
 * @param createdAt when it was created, epoch ms on Redis's clock (its expiry is {@code createdAt + ttlMs} on the same
 *        clock)
 * @param result the tool's result once {@code completed}
 * @param error the JSON-RPC error once {@code failed}
 * @param attempt the run of the call (fences a worker that lost its lease: only the current attempt may finish)
 * @param worker the replica running it (while {@code working}), else null
 * @param leaseUntil when the worker's lease ends unless renewed, epoch ms on Redis's clock
 */
public record TaskRecord(String id, Principal owner, TaskCall call, TaskStatus status, String statusMessage,
        long createdAt, long updatedAt, long ttlMs, long pollIntervalMs, JsonNode result, JsonNode error,
        TaskInput input, int attempt, String worker, long leaseUntil) {

    public TaskRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(call, "call");
        Objects.requireNonNull(status, "status");
        input = input == null ? TaskInput.NONE : input;
    }

    public long expiresAt() {
        return createdAt + ttlMs;
    }
}
