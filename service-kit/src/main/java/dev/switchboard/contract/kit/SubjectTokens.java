package dev.switchboard.contract.kit;

import java.util.Locale;
import java.util.Optional;

/**
 * The internal token of the call being served, for one use only: the {@code subject_token} of an OAuth 2.0 token
 * exchange (RFC 8693) at an authorization server the operator made trust the gateway's signing key. The token names
 * the caller the gateway verified (tenant and {@code sub}), is signed by the gateway and lives about a minute; the
 * client's own credential never reaches a service. Send it nowhere else: it opens this service as that caller until
 * it expires.
 */
public final class SubjectTokens {

    private SubjectTokens() {
    }

    /**
     * The bearer token that came with the internal call {@code call} reports for; empty when it came without one
     * (internal auth off) or {@code call} is not the events of a call this kit serves.
     */
    public static Optional<String> of(CallEvents call) {
        if (!(call instanceof ResponseEvents served) || served.received() == null) {
            return Optional.empty();
        }
        String authorization = served.received().authorization();
        if (authorization == null || !authorization.toLowerCase(Locale.ROOT).startsWith("bearer ")) {
            return Optional.empty();
        }
        String token = authorization.substring(7).strip();
        return token.isEmpty() ? Optional.empty() : Optional.of(token);
    }
}
