package dev.switchboard.console;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * One signed-in person, as sealed in the session cookie: the credential the console sends to the admin API for them,
 * who they are, and the token every form must echo (CSRF).
 *
 * @param via {@code oauth} or {@code bootstrap-key}
 * @param credential the access token or the bootstrap key, sent as a bearer credential; never rendered
 * @param tenant the tenant of a tenant admin; null for an operator
 */
public record ConsoleSession(String via, String credential, String subject, String tenant, String csrf,
        Instant expiresAt) {

    public ConsoleSession {
        Objects.requireNonNull(via, "via");
        Objects.requireNonNull(credential, "credential");
        Objects.requireNonNull(csrf, "csrf");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    @JsonIgnore
    public boolean operator() {
        return tenant == null;
    }

    @JsonIgnore
    public boolean expired() {
        return Instant.now().isAfter(expiresAt);
    }
}
