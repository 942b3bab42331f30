package dev.switchboard.sessionstore.review;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * An operator's acceptance of one held-back definition: the {@code service} holding it back, its {@code name} there
 * ({@code UPSTREAM/TOOL} for the bridge) and the {@code digest} accepted, with who accepted it and when.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Acceptance(String service, String name, String digest, Instant acceptedAt, String acceptedBy) {

    public Acceptance {
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(digest, "digest");
    }
}
