package dev.switchboard.sessionstore;

import java.time.Duration;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.stream.EventLog;
import dev.switchboard.sessionstore.stream.LoggedEvent;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class EventLogReplaysAfterAnIdTest {

    @Inject
    EventLog log;

    @Test
    void eventsAfterAnIdComeBackInOrderWithStreamQualifiedIds() {
        String first = log.append("sess-a", "s1", "{\"n\":1}", 100, Duration.ofMinutes(1));
        String second = log.append("sess-a", "s1", "{\"n\":2}", 100, Duration.ofMinutes(1));
        String third = log.append("sess-a", "s1", "{\"n\":3}", 100, Duration.ofMinutes(1));
        log.append("sess-a", "other", "{\"n\":9}", 100, Duration.ofMinutes(1));

        EventLog.Position position = EventLog.parse(first).orElseThrow();
        List<LoggedEvent> replay = log.after("sess-a", position.streamId(), position.entryId(), 100);

        assertThat(position.streamId()).isEqualTo("s1");
        assertThat(replay).extracting(LoggedEvent::id).containsExactly(second, third);
        assertThat(replay).extracting(LoggedEvent::data).containsExactly("{\"n\":2}", "{\"n\":3}");
    }

    @Test
    void theLogIsBoundedAndExpires() {
        for (int i = 0; i < 500; i++) {
            log.append("sess-b", "s1", "{}", 50, Duration.ofMillis(700));
        }
        assertThat(log.after("sess-b", "s1", "0-0", 1000)).hasSizeBetween(50, 200);

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(() -> !log.exists("sess-b", "s1"));
    }

    @Test
    void idsItDidNotIssueAreNotPositions() {
        assertThat(EventLog.parse("garbage")).isEmpty();
        assertThat(EventLog.parse("s1/abc")).isEmpty();
        assertThat(EventLog.parse("../x/1-0")).isEmpty();
    }
}
