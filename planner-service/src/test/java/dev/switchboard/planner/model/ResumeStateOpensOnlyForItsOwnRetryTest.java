package dev.switchboard.planner.model;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.contract.state.StateSealer;
import dev.switchboard.planner.plan.PlanRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResumeStateOpensOnlyForItsOwnRetryTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "a-test-key-that-is-at-least-32-bytes-long";
    private static final PlanRequest REQUEST = PlanRequest.of("Add CSV export", List.of("CSV", "PDF"),
            List.of("No new dependencies"));

    private final ResumeStateCodec codec = codec(KEY, Clock.systemUTC());

    @Test
    void itOpensForTheSameArgumentsAndCaller() {
        String token = codec.seal(REQUEST, "acme", "alice", 2);

        assertThat(codec.open(token, PlanRequest.of(" Add  CSV export", List.of("CSV", "PDF"),
                List.of("No new dependencies")), "acme", "alice")).isEqualTo(2);
    }

    @Test
    void otherArgumentsAreRefused() {
        String token = codec.seal(REQUEST, "acme", "alice", 1);

        assertReason(() -> codec.open(token, PlanRequest.of("Add CSV export", List.of("CSV"),
                List.of("No new dependencies")), "acme", "alice"), "issued for different arguments");
    }

    @Test
    void anotherCallerIsRefused() {
        String token = codec.seal(REQUEST, "acme", "alice", 1);

        assertReason(() -> codec.open(token, REQUEST, "acme", "mallory"), "issued to another caller");
        assertReason(() -> codec.open(token, REQUEST, null, null), "issued to another caller");
    }

    @Test
    void aTamperedTokenIsRefused() {
        String token = codec.seal(REQUEST, null, null, 1);
        String[] parts = token.split("\\.");
        String tampered = parts[0] + "." + parts[1].substring(0, parts[1].length() - 2) + "AA." + parts[2];

        assertReason(() -> codec.open(tampered, REQUEST, null, null), "signature mismatch");
    }

    @Test
    void aTokenSealedWithAnotherKeyIsRefused() {
        String foreign = codec("another-key-that-is-at-least-32-bytes-long", Clock.systemUTC())
                .seal(REQUEST, null, null, 1);

        assertReason(() -> codec.open(foreign, REQUEST, null, null), "signature mismatch");
    }

    @Test
    void aTokenFromAnotherToolIsRefused() {
        StateSealer sealer = new StateSealer(List.of(KEY), JSON);
        String other = sealer.seal(JSON.createObjectNode().put("tool", "analyzeText").put("round", 1),
                Duration.ofMinutes(1));

        assertReason(() -> codec.open(other, REQUEST, null, null), "issued for another tool");
    }

    @Test
    void anExpiredTokenIsRefused() {
        Instant start = Instant.parse("2026-01-01T10:00:00Z");
        String token = codec(KEY, Clock.fixed(start, ZoneOffset.UTC)).seal(REQUEST, null, null, 1);

        ResumeStateCodec later = codec(KEY, Clock.fixed(start.plus(Duration.ofMinutes(11)), ZoneOffset.UTC));

        assertReason(() -> later.open(token, REQUEST, null, null), "expired");
    }

    @Test
    void aMissingTokenIsRefused() {
        assertReason(() -> codec.open(null, REQUEST, null, null), "missing");
    }

    private static ResumeStateCodec codec(String key, Clock clock) {
        return new ResumeStateCodec(new StateSealer(List.of(key), JSON, clock), Duration.ofMinutes(10), JSON);
    }

    private static void assertReason(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String reason) {
        assertThatThrownBy(call).isInstanceOfSatisfying(InvalidStateException.class,
                e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
