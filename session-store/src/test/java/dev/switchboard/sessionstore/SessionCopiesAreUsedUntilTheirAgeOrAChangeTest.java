package dev.switchboard.sessionstore;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.session.SessionKeys;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A replica serves a session it used lately from its copy, without reading Redis, for at most the copy age (here a
 * twentieth of the 3 s idle timeout); a change made through the store is seen at once, and the replica is named
 * among the session's copy holders for as long as its copy may be used.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionCopiesAreUsedUntilTheirAgeOrAChangeTest {

    @Inject
    SessionStore sessions;

    @Inject
    RedisDataSource redis;

    private SessionRecord open() {
        return sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode().put("name", "copies"), JsonNodeFactory.instance.objectNode());
    }

    @Test
    void aChangeBehindTheStoresBackIsSeenOnlyOnceTheCopyIsTooOld() {
        SessionRecord session = open();
        redis.hash(String.class).hset(SessionKeys.session(session.id()), "logLevel", "debug");

        assertThat(sessions.resume(session.id(), Principal.ANONYMOUS).orElseThrow().logLevel())
                .as("served from the copy taken when the session was created").isNull();
        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(20))
                .until(() -> "debug".equals(sessions.resume(session.id(), Principal.ANONYMOUS).orElseThrow().logLevel()));
        assertThat(redis.set(String.class).smembers(SessionKeys.copies(session.id()))).hasSize(1);
    }

    @Test
    void aChangeThroughTheStoreIsSeenAtOnce() {
        SessionRecord session = open();
        assertThat(sessions.resume(session.id(), Principal.ANONYMOUS)).isPresent();

        assertThat(sessions.updateLogLevel(session.id(), "warning")).isTrue();
        assertThat(sessions.resume(session.id(), Principal.ANONYMOUS).orElseThrow().logLevel()).isEqualTo("warning");

        assertThat(sessions.delete(session.id())).isTrue();
        assertThat(sessions.resume(session.id(), Principal.ANONYMOUS)).isEmpty();
        assertThat(redis.key().exists(SessionKeys.copies(session.id()))).isFalse();
    }

    @Test
    void anIdleSessionKeepsItsCopyHoldersOnlyASecondPastTheCopyAge() {
        SessionRecord session = open();

        long holders = redis.key().pttl(SessionKeys.copies(session.id()));
        assertThat(holders).as("the copy holders' TTL (copy age 150 ms + 1 s)").isBetween(1L, 1_150L);
        assertThat(redis.key().pttl(SessionKeys.session(session.id()))).as("the session's idle TTL").isGreaterThan(2_000L);
    }

    @Test
    void aCopyIsServedOnlyToTheSessionsPrincipal() {
        SessionRecord session = open();

        assertThat(sessions.resume(session.id(), new Principal("acme", "mallory"))).isEmpty();
        assertThat(sessions.resume(session.id(), Principal.ANONYMOUS)).isPresent();
    }
}
