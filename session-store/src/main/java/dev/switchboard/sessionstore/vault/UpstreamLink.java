package dev.switchboard.sessionstore.vault;

import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A user's link to an upstream as people and admins see it: who, to what, since when, until when the current access
 * token holds, and whether it can be refreshed. Never a token.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record UpstreamLink(String tenant, String subject, String upstream, Instant linkedAt, Instant expiresAt,
        boolean refreshable) {
}
