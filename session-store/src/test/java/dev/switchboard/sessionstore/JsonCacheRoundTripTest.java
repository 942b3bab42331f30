package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.cache.JsonCache;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class JsonCacheRoundTripTest {

    record Entry(String etag, List<String> items) {
    }

    @Inject
    JsonCache cache;

    @Test
    void aValueComesBackUntilItsTtlRunsOut() {
        cache.put("test:entry", new Entry("W/\"1\"", List.of("a", "b")), Duration.ofMillis(500));

        assertThat(cache.get("test:entry", Entry.class)).contains(new Entry("W/\"1\"", List.of("a", "b")));
        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(() -> cache.get("test:entry", Entry.class).isEmpty());
    }

    @Test
    void evictedValuesAreGone() {
        cache.put("test:evicted", new Entry("x", List.of()), Duration.ofSeconds(30));
        cache.evict("test:evicted");
        assertThat(cache.get("test:evicted", Entry.class)).isEmpty();
    }
}
