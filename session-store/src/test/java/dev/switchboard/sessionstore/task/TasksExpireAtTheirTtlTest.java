package dev.switchboard.sessionstore.task;

import java.time.Duration;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A task is readable until createdAt + ttl on Redis's clock and gone after; an expired task is never listed. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TasksExpireAtTheirTtlTest {

    @Inject
    TaskStore store;

    @Test
    void theTaskIsGoneOnceItsTtlPassed() {
        TaskRecord task = store.create(TaskFixtures.task("w", Duration.ofSeconds(30), true, Duration.ofMillis(1500)));
        assertThat(store.load(task.id())).isPresent();
        assertThat(store.list(TaskFixtures.ALICE, 0, 1000).tasks()).extracting(TaskRecord::id).contains(task.id());

        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> store.load(task.id()).isEmpty());

        assertThat(System.currentTimeMillis()).isGreaterThanOrEqualTo(task.expiresAt());
        assertThat(store.list(TaskFixtures.ALICE, 0, 1000).tasks()).extracting(TaskRecord::id)
                .doesNotContain(task.id());
    }
}
