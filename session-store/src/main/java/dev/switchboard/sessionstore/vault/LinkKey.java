package dev.switchboard.sessionstore.vault;

import java.util.Objects;

/** Whose link to which upstream: a tenant's user (the subject the gateway verified) and the upstream's name. */
public record LinkKey(String tenant, String subject, String upstream) {

    public LinkKey {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(upstream, "upstream");
    }
}
