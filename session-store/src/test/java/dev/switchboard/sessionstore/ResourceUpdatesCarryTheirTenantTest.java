package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdate;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ResourceUpdatesCarryTheirTenantTest {

    @Inject
    ResourceUpdates updates;

    @Inject
    RedisSubscriptions subscriptions;

    @Inject
    RedisDataSource redis;

    @Test
    void tenantScopedTenantlessAndBareUriMessagesAllArriveAsUpdates() {
        List<ResourceUpdate> heard = new CopyOnWriteArrayList<>();
        Runnable stop = updates.watch(heard::add);
        try {
            await().atMost(Duration.ofSeconds(5)).until(subscriptions::connected);
            updates.publish("memory://task-1", "acme");
            updates.publish("test://everyone");
            redis.pubsub(String.class).publish(ResourceUpdates.CHANNEL, "legacy://bare-uri");
            redis.pubsub(String.class).publish(ResourceUpdates.CHANNEL, "{\"tenant\":\"no-uri\"}");

            await().atMost(Duration.ofSeconds(5)).until(() -> heard.size() >= 3);
            assertThat(heard).containsExactly(
                    new ResourceUpdate("memory://task-1", "acme"),
                    new ResourceUpdate("test://everyone", null),
                    new ResourceUpdate("legacy://bare-uri", null));
        } finally {
            stop.run();
        }
    }

    @Test
    void anUpdateIsVisibleToItsTenantOnlyUnlessItHasNone() {
        assertThat(new ResourceUpdate("memory://a", "acme").visibleTo("acme")).isTrue();
        assertThat(new ResourceUpdate("memory://a", "acme").visibleTo("globex")).isFalse();
        assertThat(new ResourceUpdate("memory://a", null).visibleTo("globex")).isTrue();
    }
}
