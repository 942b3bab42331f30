package dev.switchboard.sessionstore.upstream;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Run-time upstreams are announced to every watcher when written or deleted; names from upstreams files are claimed
 * by their service until the claim lapses, so a name no bridge renews is free again.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FileUpstreamNamesAreClaimedUntilTheyLapseTest {

    @Inject
    UpstreamStore store;

    @Test
    void writesAndDeletesAreAnnounced() {
        List<String> announced = new CopyOnWriteArrayList<>();
        Runnable stop = store.watch(announced::add);
        try {
            await().until(() -> {
                store.put("announced", "{\"transport\":\"http\"}");
                return announced.contains("announced");
            });
            assertThat(store.get("announced")).contains("{\"transport\":\"http\"}");
            assertThat(store.put("announced", "{\"transport\":\"sse\"}")).isFalse();

            assertThat(store.delete("announced")).isTrue();
            assertThat(store.delete("announced")).isFalse();
            assertThat(store.all()).doesNotContainKey("announced");
        } finally {
            stop.run();
        }
    }

    @Test
    void aFileNameIsOwnedUntilItsClaimLapses() {
        store.claimFileNames("team-a", List.of("claimed"), Instant.now().plusSeconds(60));
        store.claimFileNames("team-b", List.of("lapsed"), Instant.now().minusSeconds(1));

        assertThat(store.fileOwner("claimed")).contains("team-a");
        assertThat(store.fileOwner("lapsed")).isEmpty();
        assertThat(store.fileOwner("never-claimed")).isEmpty();
    }
}
