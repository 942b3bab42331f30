package dev.switchboard.sessionstore.vault;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The tokens an upstream's authorization server gave for one user: what the vault seals. Its {@code toString} never
 * shows a token, so that a log line or an exception message cannot carry one.
 *
 * @param accessToken sent to the upstream as its bearer token
 * @param refreshToken exchanged for a new access token when this one expires; null when none was given
 * @param expiresAt when the access token expires; null when the server did not say
 * @param scope the scope granted; null when the server did not say
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LinkedTokens(String accessToken, String refreshToken, Instant expiresAt, String scope) {

    public LinkedTokens {
        Objects.requireNonNull(accessToken, "accessToken");
    }

    /** Whether the access token expires within {@code margin} of {@code now} (false when its expiry is unknown). */
    public boolean expiresWithin(java.time.Duration margin, Instant now) {
        return expiresAt != null && !expiresAt.isAfter(now.plus(margin));
    }

    @Override
    public String toString() {
        return "LinkedTokens[accessToken=<redacted>, refreshToken=" + (refreshToken == null ? "none" : "<redacted>")
                + ", expiresAt=" + expiresAt + ", scope=" + scope + "]";
    }
}
