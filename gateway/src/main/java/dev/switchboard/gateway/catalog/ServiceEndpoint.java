package dev.switchboard.gateway.catalog;

import java.time.Instant;
import java.util.Objects;

/**
 * A registered tool service: its registry name, the base URL its internal API answers on and the revision of the
 * manifest it registered (a digest: results cached for one revision are never served for another). {@code departedAt} is
 * set while the service's registration is gone but its offerings are kept for the catalogue's grace period (a Redis
 * restart, a rolling update, a crashed instance): calls then answer at once that it is temporarily unavailable.
 */
public record ServiceEndpoint(String name, String baseUrl, String revision, Instant departedAt) {

    public ServiceEndpoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(revision, "revision");
        baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    }

    public boolean departed() {
        return departedAt != null;
    }
}
