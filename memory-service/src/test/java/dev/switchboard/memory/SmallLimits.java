package dev.switchboard.memory;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/** Limits small enough to reach in a test: 200-byte memories, 3 per space, 2 tags, a change log of 4 entries. */
public class SmallLimits implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "memory.limits.max-record-size", "200",
                "memory.limits.max-records-per-space", "3",
                "memory.limits.max-tags", "2",
                "memory.index.change-log-length", "4");
    }
}
