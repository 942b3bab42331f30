package dev.switchboard.gateway.auth.idjag;

import java.time.Duration;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Enterprise-managed authorization (MCP's ID-JAG profile). The gateway is the authorization server of its own resource:
 * it trades a tenant's identity provider's grant (ID-JAG) for a short-lived access token of its own.
 */
@ConfigMapping(prefix = "gateway.auth.id-jag")
public interface IdJagConfig {

    /**
     * Whether the gateway answers ID-JAG grants at its token endpoint and accepts the access tokens it issues. Off by
     * default: it makes the gateway an issuer of credentials, which needs a signing key shared by every replica.
     */
    @WithDefault("false")
    boolean enabled();

    /**
     * The key the gateway signs its access tokens with (PKCS#8 PEM or base64 DER; Ed25519, EC P-256 or RSA), the same on
     * every replica. Required when {@code enabled}.
     */
    Optional<String> signingKey();

    /** The signing key's public half (X.509 PEM or base64 DER), published at the gateway's JWKS. Required with it. */
    Optional<String> publicKey();

    /** How long an access token the gateway issues is valid; a client trades a new grant for a new one. */
    @WithDefault("5M")
    Duration tokenLifetime();
}
