package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;
import java.util.Set;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A terminal task keeps its outcome, owner and timing until it expires, but no longer its call (arguments can be a
 * large document), its input rounds or their answers: whichever way it ended.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FinishedTasksKeepOnlyTheirOutcomeTest {

    private static final Set<String> CALL_FIELDS = Set.of("arguments", "capabilities", "requests", "keymap", "used",
            "state", "worker", "lease");

    @Inject
    TaskStore store;

    @Inject
    RedisDataSource redis;

    @Test
    void aCompletedTaskDropsItsCallAndKeepsItsResult() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));
        store.finish(task.id(), "w1", 1, TaskStatus.COMPLETED, JsonNodeFactory.instance.objectNode().put("ok", true),
                null);

        assertThat(fields(task.id())).doesNotContainAnyElementsOf(CALL_FIELDS).contains("result", "tenant", "tool");
        assertThat(store.load(task.id()).orElseThrow().result().path("ok").asBoolean()).isTrue();
    }

    @Test
    void aCancelledTaskDropsItsInputRoundAndAnswers() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));
        ObjectNode requests = JsonNodeFactory.instance.objectNode();
        requests.putObject("a").put("method", "elicitation/create");
        requests.putObject("b").put("method", "elicitation/create");
        store.needInput(task.id(), "w1", 1, new TaskInput(requests, Map.of("a", "a", "b", "b"), Set.of("a", "b"),
                Map.of(), "state-1"), "waiting");
        store.answer(task.id(), TaskFixtures.ALICE, Map.of("a", JsonNodeFactory.instance.objectNode()), "w2",
                Duration.ofSeconds(5));

        assertThat(store.cancel(task.id(), TaskFixtures.ALICE, "no longer needed").changed()).isTrue();

        assertThat(fields(task.id())).doesNotContainAnyElementsOf(CALL_FIELDS)
                .noneMatch(field -> field.startsWith("answer:")).contains("status", "message");
        assertThat(redis.key(String.class).exists(TaskKeys.pending(task.id()))).isFalse();
        assertThat(store.load(task.id()).orElseThrow().status()).isEqualTo(TaskStatus.CANCELLED);
    }

    @Test
    void aTaskFailedOnTakeOverDropsItsCall() {
        TaskRecord task = store.create(TaskFixtures.task("w1", Duration.ofMillis(1), false, Duration.ofMinutes(5)));
        // A claim within the lease's millisecond finds it held: wait until Redis's clock says it lapsed.
        Awaitility.await().until(() -> store.dueLeases(1000).contains(task.id()));
        Transition claimed = store.claim(task.id(), "w2", Duration.ofSeconds(5), 3,
                JsonNodeFactory.instance.objectNode().put("code", -32603), "its replica stopped", "re-run");

        assertThat(claimed.status()).isEqualTo(TaskStatus.FAILED);
        assertThat(fields(task.id())).doesNotContainAnyElementsOf(CALL_FIELDS).contains("error");
    }

    private Set<String> fields(String id) {
        return Set.copyOf(redis.hash(String.class).hkeys(TaskKeys.task(id)));
    }
}
