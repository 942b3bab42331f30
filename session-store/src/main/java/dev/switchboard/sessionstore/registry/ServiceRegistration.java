package dev.switchboard.sessionstore.registry;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a tool service announces about itself: where it answers and its manifest (kept as JSON here; the contract
 * module gives it a type). {@code startedAt} is fixed per process so that clashes resolve the same way every time.
 */
public record ServiceRegistration(String service, String instanceId, String baseUrl, Instant startedAt, JsonNode manifest) {

    public ServiceRegistration {
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(instanceId, "instanceId");
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(manifest, "manifest");
    }
}
