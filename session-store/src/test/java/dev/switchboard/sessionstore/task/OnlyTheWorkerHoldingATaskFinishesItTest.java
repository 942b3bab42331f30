package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task is finished only by the worker and attempt holding it, only once, and a cancelled task stays cancelled
 * whatever its call still reports.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OnlyTheWorkerHoldingATaskFinishesItTest {

    @Inject
    TaskStore store;

    @Test
    void anotherWorkerOrAnOldAttemptChangesNothing() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));
        ObjectNode result = JsonNodeFactory.instance.objectNode().put("ok", true);

        assertThat(store.finish(task.id(), "w2", 1, TaskStatus.COMPLETED, result, null).outcome())
                .isEqualTo("skipped");
        assertThat(store.finish(task.id(), "w1", 2, TaskStatus.COMPLETED, result, null).outcome())
                .isEqualTo("skipped");
        assertThat(store.load(task.id()).orElseThrow().status()).isEqualTo(TaskStatus.WORKING);

        Transition done = store.finish(task.id(), "w1", 1, TaskStatus.COMPLETED, result, null);
        assertThat(done.changed()).isTrue();
        assertThat(done.change().tenant()).isEqualTo("acme");
        assertThat(store.finish(task.id(), "w1", 1, TaskStatus.FAILED, result, null).outcome()).isEqualTo("skipped");
        TaskRecord stored = store.find(task.id(), TaskFixtures.ALICE).orElseThrow();
        assertThat(stored.status()).isEqualTo(TaskStatus.COMPLETED);
        assertThat(stored.result().path("ok").asBoolean()).isTrue();
        assertThat(stored.worker()).isNull();
    }

    @Test
    void aCancelledTaskStaysCancelled() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));

        assertThat(store.cancel(task.id(), TaskFixtures.ALICE, "stop").changed()).isTrue();
        assertThat(store.finish(task.id(), "w1", 1, TaskStatus.COMPLETED,
                JsonNodeFactory.instance.objectNode(), null).outcome()).isEqualTo("skipped");
        assertThat(store.cancel(task.id(), TaskFixtures.ALICE, "again").outcome()).isEqualTo("skipped");
        TaskRecord stored = store.load(task.id()).orElseThrow();
        assertThat(stored.status()).isEqualTo(TaskStatus.CANCELLED);
        assertThat(stored.statusMessage()).isEqualTo("stop");
    }

    @Test
    void anotherCallerSeesNoTaskAndCannotTouchIt() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));
        Principal mallory = new Principal("acme", "mallory");

        assertThat(store.find(task.id(), mallory)).isEmpty();
        assertThat(store.cancel(task.id(), mallory, "x").gone()).isTrue();
        assertThat(store.answer(task.id(), mallory, Map.of(), "w2", Duration.ofSeconds(1))
                .gone()).isTrue();
        assertThat(store.find(task.id(), TaskFixtures.ALICE).orElseThrow().status()).isEqualTo(TaskStatus.WORKING);
    }
}
