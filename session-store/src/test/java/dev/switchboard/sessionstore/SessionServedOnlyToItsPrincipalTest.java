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
class SessionServedOnlyToItsPrincipalTest {

    @Inject
    SessionStore sessions;

    @Test
    void anotherPrincipalSeesNoSession() {
        Principal alice = new Principal("acme", "alice");
        SessionRecord created = sessions.create("2025-06-18", alice,
                JsonNodeFactory.instance.objectNode().put("name", "inspector"),
                JsonNodeFactory.instance.objectNode().set("sampling", JsonNodeFactory.instance.objectNode()));

        assertThat(sessions.resume(created.id(), new Principal("acme", "mallory"))).isEmpty();
        assertThat(sessions.resume(created.id(), new Principal("other", "alice"))).isEmpty();
        assertThat(sessions.resume(created.id(), alice)).hasValueSatisfying(found -> {
            assertThat(found.protocolVersion()).isEqualTo("2025-06-18");
            assertThat(found.clientInfo().path("name").asText()).isEqualTo("inspector");
            assertThat(found.clientCapabilities().has("sampling")).isTrue();
        });
    }

    @Test
    void deletedAndMalformedIdsAreUnknown() {
        SessionRecord created = sessions.create("2025-03-26", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode());

        assertThat(sessions.delete(created.id())).isTrue();
        assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).isEmpty();
        assertThat(sessions.delete(created.id())).isFalse();
        assertThat(sessions.resume("../../etc/passwd", Principal.ANONYMOUS)).isEmpty();
    }

    @Test
    void logLevelIsKeptWithTheSession() {
        SessionRecord created = sessions.create("2025-11-25", Principal.ANONYMOUS,
                JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.objectNode());

        assertThat(sessions.updateLogLevel(created.id(), "warning")).isTrue();

        assertThat(sessions.resume(created.id(), Principal.ANONYMOUS)).hasValueSatisfying(
                found -> assertThat(found.logLevel()).isEqualTo("warning"));
        sessions.delete(created.id());
        assertThat(sessions.updateLogLevel(created.id(), "debug")).isFalse();
    }
}
