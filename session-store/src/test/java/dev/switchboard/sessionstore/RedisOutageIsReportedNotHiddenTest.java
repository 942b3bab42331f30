package dev.switchboard.sessionstore;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RedisOutageIsReportedNotHiddenTest {

    @Inject
    SessionStore sessions;

    @InjectRedis
    LocalRedis redis;

    @Test
    void anOutageRaisesStoreUnavailableAndTheStoreRecoversByItself() {
        redis.stop();
        try {
            assertThatThrownBy(() -> sessions.create("2025-11-25", Principal.ANONYMOUS,
                    JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode()))
                    .isInstanceOf(StoreUnavailableException.class)
                    .hasMessageContaining("Redis");
        } finally {
            redis.restart();
        }
        assertThat(sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode()).id()).hasSize(43);
    }
}
