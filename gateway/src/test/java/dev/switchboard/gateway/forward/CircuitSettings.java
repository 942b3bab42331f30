package dev.switchboard.gateway.forward;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/** Circuit settings of the circuit tests: a low threshold, and an open time either longer than a test or short. */
public final class CircuitSettings {

    private CircuitSettings() {
    }

    /** Open for longer than any test, so nothing goes through again while a test looks. */
    public static class LongOpen implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.circuit.failure-threshold", "3", "gateway.circuit.open-duration", "10M",
                    "gateway.circuit.max-open-duration", "10M");
        }
    }

    /** Open for a second (two after a failed trial), so a test sees the circuit close again. */
    public static class ShortOpen implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.circuit.failure-threshold", "3", "gateway.circuit.open-duration", "1S",
                    "gateway.circuit.max-open-duration", "2S");
        }
    }
}
