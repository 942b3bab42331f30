package dev.switchboard.conformance.input;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.contract.state.StateSealer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RoundStatesOpenOnlyForTheirToolAndCallerTest {

    static final ObjectMapper JSON = new ObjectMapper();
    static final String KEY = "a-test-key-that-is-long-enough-for-hmac";

    private static RoundStates states(Clock clock) {
        return new RoundStates(new StateSealer(List.of(KEY), JSON, clock), Duration.ofMinutes(10));
    }

    private final RoundStates states = states(Clock.systemUTC());
    private final ObjectNode data = JSON.createObjectNode().put("step", 2).put("name", "Alice");

    @Test
    void aStateOpensForItsToolAndCaller() {
        String token = states.seal("tool_a", "acme", "alice", data);
        assertThat(states.open("tool_a", "acme", "alice", token)).isEqualTo(data);
    }

    @Test
    void aStateWithoutCallerOpensOnlyWithoutCaller() {
        String token = states.seal("tool_a", null, null, data);
        assertThat(states.open("tool_a", null, null, token)).isEqualTo(data);
        assertThatThrownBy(() -> states.open("tool_a", "acme", null, token))
                .isInstanceOf(InvalidStateException.class).hasMessageContaining("another caller");
    }

    @Test
    void anotherToolOrCallerOrAModifiedTokenIsRefused() {
        String token = states.seal("tool_a", "acme", "alice", data);
        assertThatThrownBy(() -> states.open("tool_b", "acme", "alice", token)).hasMessageContaining("another tool");
        assertThatThrownBy(() -> states.open("tool_a", "acme", "bob", token)).hasMessageContaining("another caller");
        assertThatThrownBy(() -> states.open("tool_a", "acme", "alice", token + "-TAMPERED"))
                .hasMessageContaining("signature mismatch");
        assertThatThrownBy(() -> states.open("tool_a", "acme", "alice", null)).hasMessageContaining("missing");
    }

    @Test
    void anExpiredStateIsRefused() {
        Instant sealedAt = Instant.parse("2026-01-01T00:00:00Z");
        String token = states(Clock.fixed(sealedAt, ZoneOffset.UTC)).seal("tool_a", "acme", "alice", data);
        RoundStates later = states(Clock.fixed(sealedAt.plus(Duration.ofMinutes(11)), ZoneOffset.UTC));
        assertThatThrownBy(() -> later.open("tool_a", "acme", "alice", token)).hasMessageContaining("expired");
    }
}
