package dev.switchboard.tuning;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A process with runtime tuning collects its whole heap once start-up is over, before it serves. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HeapIsSettledOnceStartedTest {

    @Inject
    HeapSettler settler;

    @Test
    void aFullCollectionRanAtStartAndLeftNoMoreThanItFound() {
        HeapSettler.Settled settled = settler.settled();
        assertThat(settled).as("the start-up collection ran").isNotNull();
        assertThat(settled.committedAfter()).isLessThanOrEqualTo(settled.committedBefore());
        assertThat(settled.usedAfter()).isPositive();
        long wholeHeapCollections = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(HeapIsSettledOnceStartedTest::collectsTheWholeHeap)
                .mapToLong(GarbageCollectorMXBean::getCollectionCount)
                .sum();
        assertThat(wholeHeapCollections).as("collections of the whole heap").isPositive();
    }

    /** Serial's MarkSweepCompact, Parallel's PS MarkSweep, G1's Old Generation (System.gc is a full collection). */
    private static boolean collectsTheWholeHeap(GarbageCollectorMXBean collector) {
        String name = collector.getName();
        return name.contains("MarkSweep") || name.contains("Old");
    }
}
