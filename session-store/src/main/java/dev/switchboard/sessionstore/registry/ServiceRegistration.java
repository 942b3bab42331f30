package dev.switchboard.sessionstore.registry;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a tool service announces about itself: where it answers and its manifest (kept as JSON here; the contract
 * module gives it a type). {@code startedAt} is fixed per process so that clashes resolve the same way every time.
 *
 * @param signedAt when the service signed this announcement (null when unsigned)
 * @param signature the service's {@link RegistrationSignature}, or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ServiceRegistration(String service, String instanceId, String baseUrl, Instant startedAt, JsonNode manifest,
        Instant signedAt, String signature) {

    public ServiceRegistration {
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(instanceId, "instanceId");
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(manifest, "manifest");
    }

    /** An unsigned registration. */
    public ServiceRegistration(String service, String instanceId, String baseUrl, Instant startedAt, JsonNode manifest) {
        this(service, instanceId, baseUrl, startedAt, manifest, null, null);
    }
}
