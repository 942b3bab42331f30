package dev.switchboard.sessionstore.task;

import java.time.Duration;
import java.util.Map;
import java.util.Set;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same tenant and subject in another incarnation of the tenant (deleted and made again under its name) is another
 * principal: it finds none of the earlier one's sessions or tasks, cannot answer or cancel them, and lists none.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ASessionOrTaskOfAnotherIncarnationIsUnknownTest {

    private static final Principal EARLIER = new Principal("acme", "alice", "first-incarnation");
    private static final Principal LATER = EARLIER.in("second-incarnation");

    @Inject
    SessionStore sessions;

    @Inject
    TaskStore tasks;

    @Test
    void aSessionIsServedToItsOwnIncarnationOnly() {
        SessionRecord created = sessions.create("2025-11-25", EARLIER, JsonNodeFactory.instance.objectNode(),
                JsonNodeFactory.instance.objectNode());

        assertThat(sessions.resume(created.id(), LATER)).isEmpty();
        assertThat(sessions.resume(created.id(), new Principal("acme", "alice"))).isEmpty();
        assertThat(sessions.resume(created.id(), EARLIER)).hasValueSatisfying(found -> assertThat(found.principal())
                .isEqualTo(EARLIER));
    }

    @Test
    void aTaskIsFoundAnsweredCancelledAndListedInItsOwnIncarnationOnly() {
        TaskRecord task = tasks.create(new TaskStore.NewTask(java.util.UUID.randomUUID().toString(), EARLIER,
                TaskFixtures.task("w1").call(), Duration.ofMinutes(5), Duration.ofSeconds(1), "w1",
                Duration.ofMinutes(1), Map.of(), null));
        ObjectNode requests = JsonNodeFactory.instance.objectNode();
        requests.putObject("a").put("method", "elicitation/create");
        tasks.needInput(task.id(), "w1", 1, new TaskInput(requests, Map.of("a", "a"), Set.of("a"), Map.of(), null),
                "waiting");

        assertThat(tasks.find(task.id(), LATER)).isEmpty();
        assertThat(tasks.list(LATER, 0, 10).tasks()).isEmpty();
        assertThat(tasks.listTenant(LATER.tenantKey(), 0, 10).tasks()).isEmpty();
        assertThat(tasks.answer(task.id(), LATER, Map.of("a", JsonNodeFactory.instance.objectNode()), "w2",
                Duration.ofSeconds(5)).outcome()).isEqualTo("gone");
        assertThat(tasks.cancel(task.id(), LATER, "not yours").outcome()).isEqualTo("gone");

        assertThat(tasks.find(task.id(), EARLIER).orElseThrow().owner()).isEqualTo(EARLIER);
        assertThat(tasks.listTenant(EARLIER.tenantKey(), 0, 10).tasks()).extracting(TaskRecord::id)
                .contains(task.id());
        assertThat(tasks.cancel(task.id(), EARLIER, "mine").changed()).isTrue();
    }

    @Test
    void forgettingAnIncarnationsTasksCancelsAndDeletesThem() {
        Principal doomed = new Principal("doomed-" + java.util.UUID.randomUUID().toString().substring(0, 8), "bob",
                "only-incarnation");
        TaskRecord task = tasks.create(new TaskStore.NewTask(java.util.UUID.randomUUID().toString(), doomed,
                TaskFixtures.task("w1").call(), Duration.ofMinutes(5), Duration.ofSeconds(1), "w1",
                Duration.ofMinutes(1), Map.of(), null));

        assertThat(tasks.forgetTenant(doomed.tenantKey(), "The tenant was deleted")).isEqualTo(1);

        assertThat(tasks.load(task.id())).isEmpty();
        assertThat(tasks.listTenant(doomed.tenantKey(), 0, 10).tasks()).isEmpty();
        assertThat(tasks.list(doomed, 0, 10).tasks()).isEmpty();
    }
}
