package dev.switchboard.memory;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.memory.store.MemoryStore;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.hasItem;

/** More changes than the log keeps (4 in this profile) happened elsewhere: the index reloads the whole space. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SmallLimits.class)
class IndexReloadsWhenFarBehindTest {

    @Inject
    MemoryStore store;

    @Test
    void anIndexThatMissedMoreThanTheLogHoldsStillAnswersFromTheCurrentSpace() {
        Agent agent = Agent.of("acme", null);
        SpaceKey space = new SpaceKey("acme", "behind");
        String old = agent.remember("behind", "the original note about rockets");
        agent.query("behind", "rockets").body("structuredContent.results.id", hasItem(old));

        store.delete(space, old);
        for (int i = 0; i < 3; i++) {
            store.delete(space, agent.remember("other-space-" + i, "x"));
        }
        String a = agent.remember("behind", "a note about rockets");
        store.delete(space, a);
        String b = agent.remember("behind", "a second note about rockets");
        store.delete(space, b);
        String c = agent.remember("behind", "the current note about rockets");

        agent.query("behind", "rockets").body("structuredContent.results.id", contains(c));
    }
}
