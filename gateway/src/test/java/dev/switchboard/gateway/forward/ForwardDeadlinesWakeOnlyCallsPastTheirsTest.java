package dev.switchboard.gateway.forward;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The deadline watcher runs a call's expiry once its deadline passed, never before, and never once cancelled. */
class ForwardDeadlinesWakeOnlyCallsPastTheirsTest {

    @Test
    void aPassedDeadlineWakesItsCallOnceAndLeavesTheOthers() throws InterruptedException {
        try (ForwardDeadlines deadlines = new ForwardDeadlines()) {
            CountDownLatch near = new CountDownLatch(1);
            AtomicInteger nearRuns = new AtomicInteger();
            AtomicInteger farRuns = new AtomicInteger();
            AtomicInteger cancelledRuns = new AtomicInteger();
            Runnable cancelled = cancelledRuns::incrementAndGet;
            long start = System.nanoTime();
            deadlines.watch(() -> {
                nearRuns.incrementAndGet();
                near.countDown();
            }, start + Duration.ofMillis(100).toNanos());
            deadlines.watch(farRuns::incrementAndGet, start + Duration.ofMinutes(10).toNanos());
            deadlines.watch(cancelled, start + Duration.ofMillis(50).toNanos());
            deadlines.cancel(cancelled);

            assertThat(near.await(10, TimeUnit.SECONDS)).as("the near deadline woke its call").isTrue();
            assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(Duration.ofMillis(100).toNanos());
            // two more ticks: an expiry that ran twice, or a cancelled one that ran, would show by now
            CountDownLatch ticks = new CountDownLatch(1);
            deadlines.watch(ticks::countDown,
                    System.nanoTime() + Duration.ofMillis(2 * ForwardDeadlines.TICK_MILLIS).toNanos());
            assertThat(ticks.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(nearRuns).hasValue(1);
            assertThat(cancelledRuns).hasValue(0);
            assertThat(farRuns).hasValue(0);
        }
    }

    @Test
    void anExpiryThatThrowsLeavesTheWatcherWakingTheNextOnes() throws InterruptedException {
        try (ForwardDeadlines deadlines = new ForwardDeadlines()) {
            long now = System.nanoTime();
            deadlines.watch(() -> {
                throw new IllegalStateException("a broken expiry");
            }, now);
            CountDownLatch later = new CountDownLatch(1);
            deadlines.watch(later::countDown, now + Duration.ofMillis(3 * ForwardDeadlines.TICK_MILLIS).toNanos());

            assertThat(later.await(10, TimeUnit.SECONDS)).as("a deadline after the failing one still wakes").isTrue();
        }
    }
}
