package dev.switchboard.gateway.auth;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;

import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jose4j.jwt.consumer.ErrorCodes;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.lang.UnresolvableKeyException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.Principal;
import io.quarkus.oidc.AccessTokenCredential;
import io.quarkus.oidc.OIDCException;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;

/**
 * OAuth 2.1 access tokens, verified as a resource server must (OAuth 2.1 §5.2, RFC 8707) by quarkus-oidc's tenants
 * {@link OidcTenant}: signed by a key of their issuer (asymmetric algorithms only), issued by it, for this gateway as
 * audience, not expired and already valid, with a small clock skew. The token's issuer decides which rules read it:
 * the operator's issuer ({@code gateway.auth.oauth.issuer}) gives the tenant from the configured claim (or the
 * issuer's default tenant), the subject from {@code sub}, the scopes from {@code scope} or {@code scp}; an issuer a
 * tenant trusts as its identity provider gives that tenant ({@link TenantIssuerIdentities}), whatever claims the token
 * carries; any other issuer is refused before a key is fetched. Here too: a reason the client can act on, and what the
 * extension does not do (see {@link #verify}), with the key-rotation state kept per issuer, so one identity provider
 * down or rotating keys touches no other tenant. A verified token is remembered until it expires (at most five
 * minutes), so a client's requests cost one verification, not one each.
 */
@ApplicationScoped
public class OAuthTokens {

    /**
     * How many issuers of tenants have key-rotation state and a quarkus-oidc configuration held at once; the least
     * recently used beyond it is read again on its next token.
     */
    static final int MAX_ISSUERS = 10_000;
    private static final long MAX_CACHED_MILLIS = Duration.ofMinutes(5).toMillis();
    /**
     * A token naming a key id no authorization server publishes. The extension re-reads the JWKS only for a token whose
     * key id it lacks (at most once per {@code forced-jwk-refresh-interval}); verifying this one is how a re-read is
     * asked for.
     */
    private static final String REREAD_KEYS = encode("{\"alg\":\"RS256\",\"kid\":\"switchboard.jwks-reread\"}") + "."
            + encode("{}") + ".AA";

    private final AuthSettings settings;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final IdentityProviderManager identities;
    private final TrustedIssuers trusted;
    private final TenantIssuerIdentities tenantIdentities;
    private final Cache<String, Verified> verified = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterWrite(Duration.ofMillis(MAX_CACHED_MILLIS)).build();
    private final KeyReads operatorKeys = new KeyReads(null);
    private final Cache<String, KeyReads> tenantIssuerKeys = Caffeine.newBuilder().maximumSize(MAX_ISSUERS)
            .expireAfterAccess(Duration.ofHours(1)).build();

    OAuthTokens(AuthSettings settings, GatewayConfig config, ObjectMapper json, IdentityProviderManager identities,
            TrustedIssuers trusted, TenantIssuerIdentities tenantIdentities) {
        this.settings = settings;
        this.config = config;
        this.json = json;
        this.identities = identities;
        this.trusted = trusted;
        this.tenantIdentities = tenantIdentities;
    }

    /**
     * The identity a valid access token carries; {@link AuthFailure} saying why otherwise. Never blocks: safe on an
     * event loop. Besides the extension's own re-read for an unknown key id, the JWKS is read again when a signature
     * fails under a known key id (a key replaced under the same id) and when it is older than {@code jwks-refresh} (a
     * key the issuer withdrew stops being trusted), at most once per {@code jwks-min-refresh}, so forged tokens cannot
     * turn the gateway into a JWKS-fetching loop. Until the issuer's keys have been read once, a failed read is tried
     * again at most once per {@code jwks-min-refresh} too.
     */
    public Uni<Identity> verify(String token, RoutingContext http) {
        String cacheKey = CanonicalJson.sha256Text(token);
        Verified known = verified.getIfPresent(cacheKey);
        long now = System.currentTimeMillis();
        if (known != null && known.expiresAt() > now
                && (known.decision() == null || tenantIdentities.stillTrusted(known.decision()))) {
            return Uni.createFrom().item(known.identity());
        }
        KeyReads keys;
        try {
            requireAsymmetricJwt(token);
            keys = keysOf(token);
        } catch (AuthFailure failure) {
            return Uni.createFrom().failure(failure);
        }
        if (now < keys.unreadableUntil) {
            return Uni.createFrom().failure(AuthFailure.invalidToken(keysUnreadable(token, keys)));
        }
        if (keys.readAt == 0) {
            keys.readAt = now;
        }
        Uni<SecurityIdentity> checked = now - keys.readAt >= config.auth().oauth().jwksRefresh().toMillis()
                ? rereadKeys(http, keys).chain(() -> authenticate(token, http, keys))
                : authenticate(token, http, keys);
        return checked
                .onFailure(failure -> failedOn(failure, ErrorCodes.SIGNATURE_INVALID) && mayRereadKeys(keys))
                .recoverWithUni(failure -> rereadKeys(http, keys).chain(() -> authenticate(token, http, keys)))
                .map(identity -> remember(cacheKey, identity, keys))
                .onFailure().transform(failure -> failure instanceof AuthFailure ? failure
                        : AuthFailure.invalidToken(reason(failure, token, keys)));
    }

    /**
     * The key-rotation state of the token's issuer (read unverified, only to pick the rules; the signature, issuer and
     * the rest are verified under them): the operator's, a trusted tenant issuer's, or {@link AuthFailure} for any
     * other issuer, before any key is fetched for it.
     */
    private KeyReads keysOf(String token) {
        String issuer = claimedIssuer(token);
        if (issuer == null || issuer.equals(settings.issuer())) {
            return operatorKeys;
        }
        if (!trusted.trusted(issuer)) {
            throw AuthFailure.invalidToken("the token was issued by another authorization server (" + issuer
                    + "): it is not " + settings.issuer() + " (gateway.auth.oauth.issuer), and no tenant trusts it "
                    + "as its identity provider");
        }
        return tenantIssuerKeys.get(issuer, KeyReads::new);
    }

    private Uni<SecurityIdentity> authenticate(String token, RoutingContext http, KeyReads keys) {
        if (keys.issuer == null) {
            http.remove(OidcTenant.ISSUER);
        } else {
            http.put(OidcTenant.ISSUER, keys.issuer);
        }
        return identities.authenticate(HttpSecurityUtils.setRoutingContextAttribute(
                new TokenAuthenticationRequest(new AccessTokenCredential(token)), http));
    }

    private boolean mayRereadKeys(KeyReads keys) {
        return System.currentTimeMillis() - keys.readAt >= config.auth().oauth().jwksMinRefresh().toMillis();
    }

    private Uni<Void> rereadKeys(RoutingContext http, KeyReads keys) {
        keys.readAt = System.currentTimeMillis();
        return authenticate(REREAD_KEYS, http, keys).onItemOrFailure().transform((ignored, expected) -> null);
    }

    private Identity remember(String cacheKey, SecurityIdentity verifiedIdentity, KeyReads keys) {
        keys.read = true;
        JsonWebToken jwt = (JsonWebToken) verifiedIdentity.getPrincipal();
        TenantIssuerIdentities.Decision decision = keys.issuer == null ? null : tenantIdentities.identity(jwt);
        Identity identity = decision == null ? identity(jwt) : decision.identity();
        long expiresAt = Math.min(jwt.getExpirationTime() * 1000, System.currentTimeMillis() + MAX_CACHED_MILLIS);
        verified.put(cacheKey, new Verified(identity, expiresAt, decision));
        return identity;
    }

    private Identity identity(JsonWebToken jwt) {
        String subject = jwt.getSubject();
        if (subject == null || subject.isBlank()) {
            throw AuthFailure.invalidToken("the token names no subject (sub)");
        }
        String tenant = text(jwt.getClaim(config.auth().tenantClaim()));
        if (tenant == null || tenant.isBlank()) {
            tenant = config.auth().oauth().defaultTenant().orElseThrow(() -> AuthFailure.invalidToken(
                    "the token names no tenant (claim " + config.auth().tenantClaim() + ")"));
        }
        if (config.auth().oauth().audience().isEmpty()) {
            List<String> audiences = settings.audiences(tenant);
            if (jwt.getAudience() == null || jwt.getAudience().stream().noneMatch(audiences::contains)) {
                throw AuthFailure.invalidToken("the token was not issued for this gateway (audience): tokens of tenant '"
                        + tenant + "' name one of " + String.join(", ", audiences));
            }
        }
        return new Identity(new Principal(tenant, subject), scopes(jwt), false, "oauth", jwt.getTokenID());
    }

    private static Set<String> scopes(JsonWebToken jwt) {
        Set<String> scopes = new HashSet<>();
        for (String claim : new String[] { "scope", "scp" }) {
            Object value = jwt.getClaim(claim);
            if (value instanceof JsonArray array) {
                array.forEach(element -> scopes.add(text(element)));
            } else if (value instanceof Collection<?> collection) {
                collection.forEach(element -> scopes.add(text(element)));
            } else if (text(value) != null) {
                for (String scope : text(value).split(" ")) {
                    if (!scope.isBlank()) {
                        scopes.add(scope);
                    }
                }
            }
        }
        return scopes;
    }

    private static String text(Object claim) {
        if (claim instanceof JsonString string) {
            return string.getString();
        }
        return claim == null ? null : claim.toString();
    }

    /** Refuses what is no JWT, or one not signed with an asymmetric algorithm, before any key is looked for. */
    private void requireAsymmetricJwt(String token) {
        int dot = token.indexOf('.');
        if (dot <= 0 || token.indexOf('.', dot + 1) < 0) {
            throw AuthFailure.invalidToken("the bearer token is neither an access token (JWT) nor an API key");
        }
        String alg;
        try {
            alg = json.readTree(new String(Base64.getUrlDecoder().decode(token.substring(0, dot)),
                    StandardCharsets.UTF_8)).path("alg").asText("");
        } catch (IllegalArgumentException | java.io.IOException e) {
            throw AuthFailure.invalidToken("the token's header cannot be read");
        }
        if (!alg.startsWith("RS") && !alg.startsWith("ES") && !alg.startsWith("PS") && !alg.equals("EdDSA")) {
            throw AuthFailure.invalidToken("the token is not signed with an asymmetric algorithm");
        }
    }

    private String reason(Throwable failure, String token, KeyReads keys) {
        InvalidJwtException invalid = cause(failure, InvalidJwtException.class);
        if (invalid == null) {
            if (cause(failure, OIDCException.class) == null && cause(failure, UncheckedIOException.class) == null) {
                return "the token could not be validated";
            }
            if (!keys.read) {
                keys.unreadableUntil = System.currentTimeMillis() + config.auth().oauth().jwksMinRefresh().toMillis();
            }
            return keysUnreadable(token, keys);
        }
        keys.read = true;
        if (cause(invalid, UnresolvableKeyException.class) != null) {
            return fromOtherIssuer(token, keys) ? "the token was issued by another authorization server"
                    : "the token is not signed by a key of " + keys.issuer();
        }
        if (invalid.hasErrorCode(ErrorCodes.EXPIRED)) {
            return "the token has expired";
        }
        if (invalid.hasErrorCode(ErrorCodes.NOT_YET_VALID)) {
            return "the token is not valid yet";
        }
        if (invalid.hasErrorCode(ErrorCodes.AUDIENCE_INVALID) || invalid.hasErrorCode(ErrorCodes.AUDIENCE_MISSING)) {
            return "the token was not issued for this gateway (audience)";
        }
        if (invalid.hasErrorCode(ErrorCodes.ISSUER_INVALID) || invalid.hasErrorCode(ErrorCodes.ISSUER_MISSING)) {
            return "the token was issued by another authorization server";
        }
        if (invalid.hasErrorCode(ErrorCodes.SIGNATURE_INVALID)) {
            return "the token's signature does not verify";
        }
        if (invalid.hasErrorCode(ErrorCodes.EXPIRATION_MISSING)) {
            return "the token has no expiry";
        }
        return "the token could not be validated";
    }

    private String keysUnreadable(String token, KeyReads keys) {
        return fromOtherIssuer(token, keys) ? "the token was issued by another authorization server"
                : "the signing keys of " + keys.issuer() + " cannot be read now";
    }

    /** Whether the token claims another issuer than the rules it was read under (unverified: only to explain). */
    private boolean fromOtherIssuer(String token, KeyReads keys) {
        String issuer = claimedIssuer(token);
        return issuer != null && !keys.issuer().equals(issuer);
    }

    /** The token's {@code iss}, read unverified; null when it has none or cannot be read. */
    private String claimedIssuer(String token) {
        String[] parts = token.split("\\.");
        try {
            JsonNode claims = json.readTree(Base64.getUrlDecoder().decode(parts[1]));
            return claims.path("iss").isTextual() ? claims.get("iss").asText() : null;
        } catch (IllegalArgumentException | java.io.IOException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
    }

    private static boolean failedOn(Throwable failure, int code) {
        InvalidJwtException invalid = cause(failure, InvalidJwtException.class);
        return invalid != null && invalid.hasErrorCode(code);
    }

    private static <T extends Throwable> T cause(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }

    private static String encode(String text) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A verified token's identity; {@code decision} is null for one of the operator's issuer. */
    private record Verified(Identity identity, long expiresAt, TenantIssuerIdentities.Decision decision) {
    }

    /**
     * When an issuer's keys were last read and whether they ever were: the key-rotation rules of {@link #verify}, kept
     * per issuer so a forged token or an unreachable identity provider spends no other issuer's re-reads.
     */
    private final class KeyReads {

        /** The tenant issuer as tokens name it; null for the operator's. */
        final String issuer;
        volatile long readAt;
        volatile boolean read;
        volatile long unreadableUntil;

        KeyReads(String issuer) {
            this.issuer = issuer;
        }

        String issuer() {
            return issuer == null ? settings.issuer() : issuer;
        }
    }
}
