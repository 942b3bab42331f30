package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.Principal;

/** Tasks as the store tests create them. */
final class TaskFixtures {

    static final Principal ALICE = new Principal("acme", "alice");

    private TaskFixtures() {
    }

    static TaskStore.NewTask task(String worker, Duration lease, boolean idempotent, Duration ttl) {
        return new TaskStore.NewTask(UUID.randomUUID().toString(), ALICE,
                new TaskCall("tool", JsonNodeFactory.instance.objectNode().put("n", 1), null, "modern", "2026-07-28",
                        null, idempotent),
                ttl, Duration.ofSeconds(1), worker, lease, Map.of(), null);
    }

    static TaskStore.NewTask task(String worker) {
        return task(worker, Duration.ofMinutes(1), true, Duration.ofMinutes(5));
    }
}
