package dev.switchboard.contract;

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

class StateSealerTest {

    private static final String CURRENT = "current-key-current-key-current-key!";
    private static final String PREVIOUS = "previous-key-previous-key-previous-key";

    private final ObjectMapper json = new ObjectMapper();
    private final ObjectNode payload = json.createObjectNode().put("task", "ship it");

    @Test
    void aSealedStateOpensToItsPayload() {
        StateSealer sealer = new StateSealer(List.of(CURRENT), json);

        assertThat(sealer.open(sealer.seal(payload, Duration.ofMinutes(5)))).isEqualTo(payload);
    }

    @Test
    void anyChangedCharacterIsDetected() {
        StateSealer sealer = new StateSealer(List.of(CURRENT), json);
        String token = sealer.seal(payload, Duration.ofMinutes(5));

        assertThatThrownBy(() -> sealer.open(token + "-TAMPERED")).isInstanceOf(InvalidStateException.class);
        String forgedBody = token.substring(0, 5) + (token.charAt(5) == 'A' ? 'B' : 'A') + token.substring(6);
        assertThatThrownBy(() -> sealer.open(forgedBody))
                .isInstanceOfSatisfying(InvalidStateException.class,
                        e -> assertThat(e.reason()).isIn("signature mismatch", "malformed"));
    }

    @Test
    void aStateFromAnotherKeyIsForeign() {
        String token = new StateSealer(List.of(PREVIOUS), json).seal(payload, Duration.ofMinutes(5));

        assertThatThrownBy(() -> new StateSealer(List.of(CURRENT), json).open(token))
                .isInstanceOfSatisfying(InvalidStateException.class,
                        e -> assertThat(e.reason()).isEqualTo("signature mismatch"));
    }

    @Test
    void thePreviousKeyStillOpensDuringRotation() {
        String token = new StateSealer(List.of(PREVIOUS), json).seal(payload, Duration.ofMinutes(5));

        assertThat(new StateSealer(List.of(CURRENT, PREVIOUS), json).open(token)).isEqualTo(payload);
    }

    @Test
    void anExpiredStateIsRefused() {
        Clock then = Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);
        String token = new StateSealer(List.of(CURRENT), json, then).seal(payload, Duration.ofMinutes(10));
        Clock later = Clock.offset(then, Duration.ofMinutes(11));

        assertThatThrownBy(() -> new StateSealer(List.of(CURRENT), json, later).open(token))
                .isInstanceOfSatisfying(InvalidStateException.class, e -> assertThat(e.reason()).isEqualTo("expired"));
    }
}
