package dev.switchboard.gateway.auth;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import jakarta.inject.Singleton;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.idjag.GatewayTokens;
import io.vertx.ext.web.RoutingContext;

/**
 * Stage 1 of the pipeline: who a request acts for, from {@code Authorization: Bearer <credential>} — an API key of this
 * gateway or an OAuth access token, as {@code gateway.auth.mode} allows. With {@code none} a request without a bearer
 * credential is the anonymous principal (only on loopback unless explicitly allowed); a credential is never ignored: an
 * API key acts for its tenant and subject, and anything this mode cannot verify is refused with the setting to change.
 * A credential the process holds for its own calls ({@link ProcessCredentials}) is accepted in every mode, and so is an
 * access token the gateway issued for an ID-JAG grant ({@link GatewayTokens}) while that grant is enabled. Failures are
 * audited and answered with the challenge the client can act on. At a tenant's own endpoint ({@code /t/<tenant>/mcp})
 * only that tenant's callers act: no anonymous one, and any other tenant's credential is refused with 403, however
 * valid.
 */
@Singleton
public class Authenticator {

    private final AuthSettings settings;
    private final AuthChallenges challenges;
    private final OAuthTokens tokens;
    private final ApiKeys apiKeys;
    private final ProcessCredentials held;
    private final AuditLog audit;
    private final GatewayTokens gatewayTokens;

    Authenticator(AuthSettings settings, AuthChallenges challenges, OAuthTokens tokens, ApiKeys apiKeys,
            ProcessCredentials held, AuditLog audit, GatewayTokens gatewayTokens) {
        this.gatewayTokens = gatewayTokens;
        this.held = held;
        this.settings = settings;
        this.challenges = challenges;
        this.tokens = tokens;
        this.apiKeys = apiKeys;
        this.audit = audit;
    }

    /**
     * The caller of a request to {@code endpoint} ({@link AuthSettings#MCP}, a tenant's own one or
     * {@link AuthSettings#HTTP_SSE}). Waits
     * while an access token is verified: call it on a virtual thread, never on an event loop.
     */
    public Identity authenticate(RoutingContext http, String endpoint) {
        Identity identity = identify(http, endpoint);
        String resourceTenant = AuthSettings.resourceTenant(http);
        if (resourceTenant != null && !resourceTenant.equals(identity.principal().tenant())) {
            audit.record(identity.principal().tenant(), identity.principal().subject(), "policy.denied",
                    Map.of("reason", "wrong tenant's resource", "resource", endpoint));
            throw challenges.wrongTenant(identity.principal().tenant(), resourceTenant, endpoint,
                    http.request().getHeader("Host"));
        }
        return identity;
    }

    private Identity identify(RoutingContext http, String endpoint) {
        String authorization = http.request().getHeader("Authorization");
        if (settings.anonymous() && presented(authorization) == null && AuthSettings.resourceTenant(http) == null) {
            return Identity.ANONYMOUS;
        }
        if (authorization == null || authorization.isBlank()) {
            throw challenges.missing(endpoint, http.request().getHeader("Host"));
        }
        try {
            String credential = bearer(authorization);
            Optional<Identity> own = held.find(credential);
            return own.isPresent() ? own.get() : verify(credential, http);
        } catch (AuthFailure failure) {
            audit.record(null, null, "auth.failed", Map.of("reason", failure.getMessage()));
            throw challenges.invalid(failure, endpoint, http.request().getHeader("Host"));
        }
    }

    /**
     * The caller's identity when this replica knows it without waiting (no credential without authentication, a
     * credential the process holds, an API key verified lately): empty when only {@link #authenticate} can tell,
     * refusals included (another tenant's credential at a tenant's own endpoint).
     */
    public Optional<Identity> identifyNow(RoutingContext http) {
        String resourceTenant = AuthSettings.resourceTenant(http);
        return identifiedNow(http).filter(identity -> resourceTenant == null
                || resourceTenant.equals(identity.principal().tenant()));
    }

    private Optional<Identity> identifiedNow(RoutingContext http) {
        String credential = presented(http.request().getHeader("Authorization"));
        if (credential == null) {
            return settings.anonymous() && AuthSettings.resourceTenant(http) == null ? Optional.of(Identity.ANONYMOUS)
                    : Optional.empty();
        }
        Optional<Identity> own = held.find(credential);
        if (own.isPresent() || !settings.acceptsApiKeys() || !ApiKeys.looksLikeKey(credential)) {
            return own;
        }
        return apiKeys.verifyNow(credential);
    }

    private Identity verify(String credential, RoutingContext http) {
        if (ApiKeys.looksLikeKey(credential)) {
            if (settings.acceptsApiKeys()) {
                return apiKeys.verify(credential);
            }
            throw AuthFailure.invalidToken("API keys are not accepted while gateway.auth.mode is " + settings.mode()
                    + "; send an access token from " + settings.issuer() + ", or have the operator set "
                    + "GATEWAY_AUTH_MODE=oauth,api-key");
        }
        if (gatewayTokens.issuedHere(credential)) {
            return gatewayTokens.verify(credential);
        }
        if (settings.enabled(AuthMode.OAUTH)) {
            return tokens.verify(credential, http).await().indefinitely();
        }
        throw AuthFailure.invalidToken("the credential is not an API key of this gateway, and access tokens are not "
                + "verified while gateway.auth.mode is " + settings.mode() + " (GATEWAY_AUTH_MODE; oauth with "
                + "gateway.auth.oauth.issuer verifies them)"
                + (settings.anonymous() ? "; send no Authorization header to call as the anonymous tenant" : ""));
    }

    /** The credential of a {@code Bearer} header; null for none, an empty one, or another scheme (not ours to read). */
    private static String presented(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        String credential = authorization.substring(7).strip();
        return credential.isEmpty() ? null : credential;
    }

    /** The credential of an {@code Authorization: Bearer …} header (RFC 6750 §2.1; the scheme is case-insensitive). */
    public static String bearer(String authorization) {
        String value = authorization.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).toLowerCase(Locale.ROOT).equals("bearer")) {
            throw AuthFailure.invalidRequest("use the Bearer scheme: Authorization: Bearer <token>");
        }
        String credential = value.substring(space + 1).strip();
        if (credential.isEmpty()) {
            throw AuthFailure.invalidRequest("the Bearer credential is empty");
        }
        return credential;
    }
}
