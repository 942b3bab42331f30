package dev.switchboard.gateway.catalog;

import java.time.Instant;
import java.util.Objects;

/**
 * A registered tool service: its registry name, the base URL its internal API answers on and the revision of the
 * manifest it registered (a digest: results cached for one revision are never served for another). {@code departedAt} is
 * set while the service's registration is gone but its offerings are kept for the catalogue's grace period (a Redis
 * restart, a rolling update, a crashed instance): calls then answer at once that it is temporarily unavailable.
 * {@code http2} says the gateway calls it over HTTP/2 without TLS: its manifest declares that the internal API answers
 * h2c with prior knowledge, and its base URL is plain {@code http:} (over https the hop stays HTTP/1.1).
 */
public record ServiceEndpoint(String name, String baseUrl, String revision, Instant departedAt, boolean http2) {

    public ServiceEndpoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(revision, "revision");
        baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        http2 = http2 && baseUrl.startsWith("http:");
    }

    /** A service that speaks HTTP/1.1 only. */
    public ServiceEndpoint(String name, String baseUrl, String revision, Instant departedAt) {
        this(name, baseUrl, revision, departedAt, false);
    }

    public boolean departed() {
        return departedAt != null;
    }
}
