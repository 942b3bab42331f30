package dev.switchboard.memory;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.memory.embed.Embeddings;
import dev.switchboard.memory.record.MemoryIds;
import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.store.MemoryStore;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.memory.store.StoredMemory;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/** Another replica writes to Redis directly; this replica's already loaded index follows the space's change log. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ChangesMadeElsewhereReachTheIndexTest {

    @Inject
    MemoryStore store;

    @Inject
    Embeddings embeddings;

    @Test
    void saveAndDeleteThroughAnotherReplicaShowInTheNextQuery() {
        Agent agent = Agent.of("acme", null);
        agent.remember("replicated", "Loaded before the other replica wrote anything");
        agent.query("replicated", "anything").statusCode(200);

        String text = "The other replica saved this note about quarterly budgets";
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        MemoryRecord record = new MemoryRecord(MemoryIds.newId(now.toEpochMilli()), "replicated", MemoryType.NOTE,
                List.of(), Agent.JSON.createObjectNode().put("text", text), now, "replica-b");
        SpaceKey space = new SpaceKey("acme", "replicated");
        store.save(space, new StoredMemory(record, embeddings.embed(text)));

        agent.query("replicated", "quarterly budget").body("structuredContent.results.id", hasItem(record.id()));
        store.delete(space, record.id());
        agent.query("replicated", "quarterly budget").body("structuredContent.results.id", not(hasItem(record.id())));
    }
}
