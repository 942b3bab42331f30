package dev.switchboard.gateway.auth;

/**
 * A credential that does not authenticate: {@code reason} is safe to show the client (it never echoes the credential);
 * {@code error} is the RFC 6750 error code for the challenge.
 */
public final class AuthFailure extends RuntimeException {

    private final String error;

    public AuthFailure(String error, String reason) {
        super(reason);
        this.error = error;
    }

    static AuthFailure invalidToken(String reason) {
        return new AuthFailure("invalid_token", reason);
    }

    static AuthFailure invalidRequest(String reason) {
        return new AuthFailure("invalid_request", reason);
    }

    public String error() {
        return error;
    }
}
