package dev.switchboard.sessionstore.vault;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A link a user was asked to make and has not finished: whose it is, which upstream, which bridge (its registry name)
 * completes it, where the user's browser goes to authorize, and until when it holds. Its OAuth {@code state} and PKCE
 * verifier are kept apart ({@link PendingLinks}), so what the gateway reads to show the user carries neither.
 *
 * @param id the opaque id in the consent URL the user opens (also the elicitation's id)
 * @param authorizationUrl the upstream's authorization request, with the state and code challenge
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PendingLink(String id, String tenant, String subject, String upstream, String service,
        String authorizationUrl, Instant expiresAt) {

    public PendingLink {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(upstream, "upstream");
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(authorizationUrl, "authorizationUrl");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    /** The link this is for, in the vault. */
    public LinkKey key() {
        return new LinkKey(tenant, subject, upstream);
    }
}
