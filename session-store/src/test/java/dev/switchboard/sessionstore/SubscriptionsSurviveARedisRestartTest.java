package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SubscriptionsSurviveARedisRestartTest {

    @Inject
    ResourceUpdates updates;

    @Inject
    RedisSubscriptions subscriptions;

    @InjectRedis
    LocalRedis redis;

    @Test
    void aListenerHearsMessagesPublishedAfterRedisCameBack() {
        List<String> heard = new CopyOnWriteArrayList<>();
        updates.watch(update -> heard.add(update.uri()));
        await().atMost(Duration.ofSeconds(5)).until(subscriptions::connected);

        redis.restart();
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(200)).until(() -> {
            try {
                updates.publish("test://after-restart");
            } catch (StoreUnavailableException e) {
                return false;
            }
            return heard.contains("test://after-restart");
        });
    }
}
