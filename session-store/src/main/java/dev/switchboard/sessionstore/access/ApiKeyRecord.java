package dev.switchboard.sessionstore.access;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * An API key as kept in Redis: never the key itself, only the SHA-256 of its secret part, under the public id that
 * prefixes the key (so a key is found without scanning).
 *
 * @param expiresAt null for a key that does not expire
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ApiKeyRecord(String id, String tenant, String subject, List<String> scopes, Instant createdAt,
        Instant expiresAt, String secretSha256) {

    public ApiKeyRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(secretSha256, "secretSha256");
        scopes = scopes == null ? List.of() : List.copyOf(scopes);
    }
}
