package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;
import java.util.Set;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task waiting for input collects answers to its outstanding keys only; the last one resumes it, held by the
 * replica that received it, as the next attempt; the answers come back keyed as the service asked.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InputIsCollectedUntilTheLastAnswerTest {

    @Inject
    TaskStore store;

    @Test
    void partialAnswersKeepTheTaskWaitingAndTheLastResumesIt() {
        TaskRecord task = store.create(TaskFixtures.task("w1"));
        ObjectNode requests = JsonNodeFactory.instance.objectNode();
        requests.putObject("a#2").put("method", "elicitation/create");
        requests.putObject("b").put("method", "elicitation/create");
        TaskInput next = new TaskInput(requests, Map.of("a#2", "a", "b", "b"), Set.of("a", "a#2", "b"), Map.of(),
                "state-1");
        assertThat(store.needInput(task.id(), "w1", 1, next, "waiting").changed()).isTrue();
        assertThat(store.renew(task.id(), "w1", 1, Duration.ofSeconds(5))).isFalse();

        Transition partial = store.answer(task.id(), TaskFixtures.ALICE, Map.of("a#2",
                JsonNodeFactory.instance.objectNode().put("v", 1), "zzz", JsonNodeFactory.instance.objectNode()),
                "w2", Duration.ofSeconds(5));
        assertThat(partial.outcome()).isEqualTo("partial");
        TaskRecord waiting = store.load(task.id()).orElseThrow();
        assertThat(waiting.status()).isEqualTo(TaskStatus.INPUT_REQUIRED);
        assertThat(waiting.input().outstanding().properties()).extracting(Map.Entry::getKey).containsExactly("b");

        Transition resumed = store.answer(task.id(), TaskFixtures.ALICE, Map.of("b",
                JsonNodeFactory.instance.objectNode().put("v", 2)), "w2", Duration.ofSeconds(5));
        assertThat(resumed.outcome()).isEqualTo("resumed");
        assertThat(resumed.attempt()).isEqualTo(2);
        TaskRecord running = store.load(task.id()).orElseThrow();
        assertThat(running.status()).isEqualTo(TaskStatus.WORKING);
        assertThat(running.worker()).isEqualTo("w2");
        assertThat(running.input().serviceState()).isEqualTo("state-1");
        assertThat(running.input().answersForService()).containsOnlyKeys("a", "b");
        assertThat(running.input().answersForService().get("a").path("v").asInt()).isEqualTo(1);
        assertThat(store.answer(task.id(), TaskFixtures.ALICE, Map.of("b", JsonNodeFactory.instance.objectNode()),
                "w3", Duration.ofSeconds(5)).outcome()).isEqualTo("skipped");
    }
}
