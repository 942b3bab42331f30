package dev.switchboard.contract.internal;

/**
 * The short-lived JWT the gateway sends with every internal call ({@code Authorization: Bearer …}): issuer the gateway,
 * audience the service's registry name, subject and {@value #TENANT} the caller's principal, about a minute of
 * validity, signed with the gateway's current key (the kid names it). The gateway reuses one token per service and
 * principal for up to {@link #REUSE_SECONDS}, and services remember a verified token until it expires: an Ed25519
 * signature or verification costs the JDK about half a millisecond of CPU, more than a typical tool call itself.
 * Services refuse a call whose body's {@code context} names another tenant or subject than its token, so both always
 * name the same caller ({@code anonymous}/{@code anonymous} when the gateway authenticates nobody); a token without
 * either claim matches no body.
 */
public final class InternalTokens {

    public static final String DEFAULT_ISSUER = "switchboard-gateway";
    public static final String TENANT = "tenant";
    public static final long LIFETIME_SECONDS = 60;
    /** How long the gateway sends the same token; the rest of its lifetime covers slow calls and clock skew. */
    public static final long REUSE_SECONDS = 30;

    private InternalTokens() {
    }
}
