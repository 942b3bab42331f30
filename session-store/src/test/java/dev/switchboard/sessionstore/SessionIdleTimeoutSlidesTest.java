package dev.switchboard.sessionstore;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionIdleTimeoutSlidesTest {

    @Inject
    SessionStore sessions;

    @Test
    void aSessionInUseOutlivesTheIdleTimeoutAndAnIdleOneDoesNot() throws InterruptedException {
        SessionRecord created = sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode().put("name", "test"), JsonNodeFactory.instance.objectNode());

        for (int i = 0; i < 4; i++) {
            Thread.sleep(1_000);
            assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).as("resume %d", i).isPresent();
        }
        Thread.sleep(3_600);

        assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).isEmpty();
    }
}
