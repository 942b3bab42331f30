package dev.switchboard.gateway.auth.idjag;

/**
 * A refused token request (RFC 6749 §5.2): {@code error} is the code a client acts on, {@code description} says what
 * to change, and {@code tenant} is the tenant the grant was for once known (for the audit trail).
 */
public final class TokenError extends RuntimeException {

    private final String error;
    private final int status;
    private final String tenant;

    TokenError(String error, int status, String tenant, String description) {
        super(description);
        this.error = error;
        this.status = status;
        this.tenant = tenant;
    }

    static TokenError invalidRequest(String description) {
        return new TokenError("invalid_request", 400, null, description);
    }

    static TokenError invalidGrant(String tenant, String description) {
        return new TokenError("invalid_grant", 400, tenant, description);
    }

    static TokenError invalidClient(String tenant, String description) {
        return new TokenError("invalid_client", 401, tenant, description);
    }

    public String error() {
        return error;
    }

    public int status() {
        return status;
    }

    public String tenant() {
        return tenant;
    }
}
