package dev.switchboard.tuning;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A process that has gone quiet with more in its old generation than after its last whole-heap collection collects
 * the whole heap again, once (checked every 100 ms here, every 10 s by default).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AQuietProcessCollectsItsGrownHeapTest.QuickChecks.class)
class AQuietProcessCollectsItsGrownHeapTest {

    public static class QuickChecks implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.tuning.heap-idle-check", "100ms", "switchboard.tuning.heap-idle-growth", "4M");
        }
    }

    /** Held so that no collection can free it before the settler looks: what it measures is growth, not garbage. */
    static volatile byte[] grown;
    static volatile byte[] churn;

    @Inject
    HeapSettler settler;

    @Test
    void growthOfTheOldGenerationWhileQuietIsCollectedOnce() {
        await().atMost(Duration.ofSeconds(10)).until(() -> settler.settled() != null);
        long settlesBefore = settler.idleSettles();
        long wholeHeapBefore = wholeHeapCollections();

        // Too large for a survivor space: G1 puts it straight in the old generation, Serial and Parallel at the next
        // young collection, which a gigabyte of garbage makes sure of.
        grown = new byte[64 * 1024 * 1024];
        grown[grown.length - 1] = 1;
        for (int i = 0; i < 1024; i++) {
            churn = new byte[1024 * 1024];
        }

        await().atMost(Duration.ofSeconds(30)).until(() -> settler.idleSettles() > settlesBefore);
        assertThat(wholeHeapCollections()).isGreaterThan(wholeHeapBefore);
        assertThat(settler.lastIdleSettle().usedAfter()).as("what is held stays").isGreaterThan(grown.length);
        grown = null;
    }

    private static long wholeHeapCollections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(collector -> collector.getName().contains("MarkSweep") || collector.getName().contains("Old"))
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }
}
