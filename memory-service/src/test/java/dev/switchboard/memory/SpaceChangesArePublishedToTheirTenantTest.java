package dev.switchboard.memory;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdate;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SpaceChangesArePublishedToTheirTenantTest {

    @Inject
    ResourceUpdates updates;

    @Inject
    RedisSubscriptions subscriptions;

    @Test
    void aSaveAnnouncesTheSpaceAndADeleteAlsoTheMemoryForTheTenantOnly() {
        List<ResourceUpdate> heard = new CopyOnWriteArrayList<>();
        Runnable stop = updates.watch(heard::add);
        try {
            await().atMost(Duration.ofSeconds(5)).until(subscriptions::connected);
            Agent agent = Agent.of("initech", null);

            String id = agent.remember("watched", "TPS reports need the new cover sheet");
            await().atMost(Duration.ofSeconds(5))
                    .until(() -> heard.contains(new ResourceUpdate("memory://watched", "initech")));

            agent.tool("delete_memory", Agent.JSON.createObjectNode().put("id", "memory://watched/" + id))
                    .statusCode(200);
            await().atMost(Duration.ofSeconds(5))
                    .until(() -> heard.contains(new ResourceUpdate("memory://watched/" + id, "initech")));
            assertThat(heard).filteredOn(update -> update.uri().startsWith("memory://watched"))
                    .allMatch(update -> "initech".equals(update.tenant()))
                    .extracting(ResourceUpdate::uri)
                    .containsExactly("memory://watched", "memory://watched", "memory://watched/" + id);
        } finally {
            stop.run();
        }
    }
}
