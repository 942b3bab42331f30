package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant's list holds every caller's tasks of that tenant, newest first, a page at a time, and no other tenant's.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ATenantsTasksAreListedNewestFirstTest {

    @Inject
    TaskStore store;

    @Test
    void everyCallersTasksOfTheTenantAreListedAndNoOthers() {
        String tenant = "listed-" + UUID.randomUUID().toString().substring(0, 8);
        TaskRecord first = store.create(task(new Principal(tenant, "alice")));
        TaskRecord second = store.create(task(new Principal(tenant, "bob"), first));
        TaskRecord third = store.create(task(new Principal(tenant, "alice"), second));
        TaskRecord elsewhere = store.create(task(new Principal(tenant + "-other", "alice")));

        TaskStore.Page page = store.listTenant(tenant, 0, 2);
        assertThat(page.tasks()).extracting(TaskRecord::id).containsExactly(third.id(), second.id());
        assertThat(page.nextOffset()).isEqualTo(2);
        TaskStore.Page rest = store.listTenant(tenant, page.nextOffset(), 2);
        assertThat(rest.tasks()).extracting(TaskRecord::id).containsExactly(first.id());
        assertThat(rest.nextOffset()).isEqualTo(-1);
        assertThat(store.listTenant(tenant + "-other", 0, 10).tasks()).extracting(TaskRecord::id)
                .containsExactly(elsewhere.id());
    }

    /** A task created in a later millisecond than {@code previous} (Redis's clock is this machine's in tests). */
    private static TaskStore.NewTask task(Principal owner, TaskRecord previous) {
        Awaitility.await().until(() -> System.currentTimeMillis() > previous.createdAt());
        return task(owner);
    }

    private static TaskStore.NewTask task(Principal owner) {
        return new TaskStore.NewTask(UUID.randomUUID().toString(), owner,
                new TaskCall("tool", JsonNodeFactory.instance.objectNode(), null, "modern", "2026-07-28", null, true),
                Duration.ofMinutes(5), Duration.ofSeconds(1), "w", Duration.ofMinutes(1), Map.of(), null);
    }
}
