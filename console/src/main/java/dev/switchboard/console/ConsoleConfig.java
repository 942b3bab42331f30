package dev.switchboard.console;

import java.time.Duration;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The console: which gateway it manages, how people sign in, how long a sign-in lasts. */
@ConfigMapping(prefix = "console")
public interface ConsoleConfig {

    /** The gateway whose admin API the console calls, e.g. {@code http://127.0.0.1:8080}. */
    @WithDefault("http://127.0.0.1:8080")
    String gatewayUrl();

    /**
     * The console's own address as browsers reach it, e.g. {@code https://console.example.com}: the OAuth redirect
     * goes back to it, and an {@code https} address makes the session cookie {@code Secure}.
     */
    @WithDefault("http://localhost:8090")
    String publicUrl();

    /** Sign-in through the authorization server. */
    OAuth oauth();

    /** The console's session cookie. */
    Session session();

    /** Sign-in with the authorization code grant and PKCE (S256) against the gateway's authorization server. */
    interface OAuth {

        /**
         * The issuer URL (the gateway's {@code gateway.auth.oauth.issuer}); absent: people sign in with a key only, the
         * bootstrap key or a tenant admin's API key.
         */
        Optional<String> issuer();

        /** The console's client id at the authorization server (a public client: PKCE, no secret). */
        @WithDefault("switchboard-console")
        String clientId();

        /** The scopes asked for; the token must carry the admin or tenant-admin scope the gateway expects. */
        @WithDefault("openid switchboard:admin switchboard:tenant-admin")
        String scopes();

        /**
         * The resource indicator (RFC 8707) sent with the request, so the token's audience is the gateway; absent:
         * {@code <gateway-url>/mcp}.
         */
        Optional<String> resource();

        /** The scope that makes a signed-in person the operator (the gateway's {@code gateway.admin.scope}). */
        @WithDefault("switchboard:admin")
        String adminScope();

        /** The claim that names the tenant in the gateway's tokens (the gateway's {@code gateway.auth.tenant-claim}). */
        @WithDefault("tenant_id")
        String tenantClaim();
    }

    /** How a sign-in is kept: sealed (AES-GCM) in an HttpOnly, SameSite=Lax cookie, nothing on the server. */
    interface Session {

        /**
         * The key that seals session cookies (at least 32 characters); every console replica needs the same one. Absent:
         * a random key per process, so sign-ins end when the console restarts.
         */
        Optional<String> key();

        /** How long a sign-in lasts (a token that expires earlier ends it earlier: the gateway refuses it). */
        @WithDefault("8H")
        Duration ttl();
    }
}
