package dev.switchboard.gateway.catalog;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * A departure grace far longer than a test, so that a service still listed is kept by the grace and one gone from the
 * lists left without it.
 */
public class LongDepartureGrace implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gateway.catalog.departure-grace", "5M");
    }
}
