package dev.switchboard.contract.internal;

/**
 * The short-lived JWT the gateway sends with every internal call ({@code Authorization: Bearer …}): issuer the gateway,
 * audience the service's registry name, subject and {@value #TENANT} the caller's principal, {@value #REQUEST_ID} the
 * MCP request, about a minute of validity, signed with the gateway's current key (the kid names it).
 */
public final class InternalTokens {

    public static final String DEFAULT_ISSUER = "switchboard-gateway";
    public static final String TENANT = "tenant";
    public static final String REQUEST_ID = "rid";
    public static final long LIFETIME_SECONDS = 60;

    private InternalTokens() {
    }
}
