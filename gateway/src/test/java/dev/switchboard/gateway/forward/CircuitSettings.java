package dev.switchboard.gateway.forward;

import java.nio.file.Path;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/** Circuit settings of the circuit tests: a low threshold, and an open time either longer than a test or short. */
public final class CircuitSettings {

    private CircuitSettings() {
    }

    /**
     * Open for longer than any test, so nothing goes through again while a test looks. With JSON logs in a file of
     * their own ({@code JsonLogLinesCarryTraceAndTenantTest}), which no circuit test reads: one profile, one start of
     * the application for both.
     */
    public static class LongOpen implements QuarkusTestProfile {

        /** Where the JSON log lines go. */
        public static final Path JSON_LOG = Path.of("target/gateway-json-test.log");

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.circuit.failure-threshold", "3", "gateway.circuit.open-duration", "10M",
                    "gateway.circuit.max-open-duration", "10M", "quarkus.log.file.json.enabled", "true",
                    "quarkus.log.file.path", JSON_LOG.toString());
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
