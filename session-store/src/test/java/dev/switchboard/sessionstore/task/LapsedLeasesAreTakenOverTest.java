package dev.switchboard.sessionstore.task;

import java.time.Duration;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A running task whose lease lapsed shows in the lease index; taking it over re-runs an idempotent call (as the next
 * attempt, fencing the old worker) up to the attempts allowed, and fails anything else; a live lease is left alone.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LapsedLeasesAreTakenOverTest {

    @Inject
    TaskStore store;

    private final ObjectNode error = JsonNodeFactory.instance.objectNode().put("code", -32603).put("message", "gone");

    @Test
    void anIdempotentTaskIsRerunByTheNewWorker() {
        TaskRecord task = store.create(TaskFixtures.task("dead", Duration.ofMillis(100), true, Duration.ofMinutes(1)));
        Awaitility.await().until(() -> store.dueLeases(1000).contains(task.id()));

        Transition claimed = store.claim(task.id(), "alive", Duration.ofSeconds(30), 3, error, "failed", "rerun");

        assertThat(claimed.outcome()).isEqualTo("rerun");
        assertThat(claimed.attempt()).isEqualTo(2);
        assertThat(store.dueLeases(1000)).doesNotContain(task.id());
        assertThat(store.finish(task.id(), "dead", 1, TaskStatus.COMPLETED, error, null).outcome())
                .isEqualTo("skipped");
        assertThat(store.renew(task.id(), "alive", 2, Duration.ofSeconds(30))).isTrue();
    }

    @Test
    void aTaskThatMayNotRunTwiceFails() {
        TaskRecord task = store.create(TaskFixtures.task("dead", Duration.ofMillis(100), false, Duration.ofMinutes(1)));
        Awaitility.await().until(() -> store.dueLeases(1000).contains(task.id()));

        Transition claimed = store.claim(task.id(), "alive", Duration.ofSeconds(30), 3, error, "it stopped", "rerun");

        assertThat(claimed.changed()).isTrue();
        TaskRecord failed = store.load(task.id()).orElseThrow();
        assertThat(failed.status()).isEqualTo(TaskStatus.FAILED);
        assertThat(failed.error().path("code").asInt()).isEqualTo(-32603);
        assertThat(failed.statusMessage()).isEqualTo("it stopped");
    }

    @Test
    void aLiveLeaseIsLeftAlone() {
        TaskRecord task = store.create(TaskFixtures.task("busy", Duration.ofMinutes(1), true, Duration.ofMinutes(5)));

        Transition claimed = store.claim(task.id(), "other", Duration.ofSeconds(30), 3, error, "x", "y");

        assertThat(claimed.outcome()).isEqualTo("alive");
        assertThat(store.load(task.id()).orElseThrow().worker()).isEqualTo("busy");
    }
}
