package dev.switchboard.sessionstore;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.session.SessionKeys;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.session.SessionStoreConfig;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** A session's idle clock restarts each time it is used; left alone, it expires after the idle timeout. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionIdleTimeoutSlidesTest {

    @Inject
    SessionStore sessions;

    @Inject
    SessionStoreConfig config;

    @Inject
    RedisDataSource redis;

    private long remainingMillis(String id) {
        return redis.key().pttl(SessionKeys.session(id));
    }

    @Test
    void usingASessionRestartsItsIdleClock() {
        SessionRecord created = sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode().put("name", "test"), JsonNodeFactory.instance.objectNode());
        long idle = config.idleTimeout().toMillis();
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> remainingMillis(created.id()) < idle / 2);

        assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).isPresent();

        assertThat(remainingMillis(created.id())).isGreaterThan(idle * 3 / 4);
    }

    @Test
    void anIdleSessionExpires() {
        SessionRecord created = sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode().put("name", "test"), JsonNodeFactory.instance.objectNode());

        await().atMost(config.idleTimeout().plusSeconds(5)).pollInterval(Duration.ofMillis(100))
                .until(() -> !redis.key().exists(SessionKeys.session(created.id())));
        assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).isEmpty();
    }
}
