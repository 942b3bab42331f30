package dev.switchboard.tuning.warmup;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A warm-up in which every call fails ends after a few seconds, however long its shortest duration, so a warm-up that
 * cannot work never holds readiness back; one in which a call succeeded goes on.
 */
class AWarmupWhoseCallsAllFailEndsTest {

    @Test
    void onlyFailuresEndTheWarmupEarly() {
        WarmupEnd end = new WarmupEnd(Duration.ofMinutes(10), Duration.ofMinutes(10), 100);
        AtomicReference<String> over = new AtomicReference<>();

        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(200)).until(() -> {
            assertThat(end.check(1, 5)).as("a warm-up with a call answered goes on").isNull();
            over.set(end.check(0, 5));
            return over.get() != null;
        });

        assertThat(over.get()).isEqualTo("no call succeeded");
        assertThat(end.elapsed()).isGreaterThanOrEqualTo(Duration.ofSeconds(5));
    }
}
