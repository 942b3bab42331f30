package dev.switchboard.gateway.auth;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Collection;
import java.util.HashSet;
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
 * OAuth 2.1 access tokens, verified as a resource server must (OAuth 2.1 §5.2, RFC 8707) by quarkus-oidc's tenant
 * {@link OidcTenant}: signed by a key of the configured issuer (asymmetric algorithms only), issued by it, for this
 * gateway as audience, not expired and already valid, with a small clock skew. Here: the tenant from the configured
 * claim (or the issuer's default tenant), the subject from {@code sub}, the scopes from {@code scope} or {@code scp}, a
 * reason the client can act on, and what the extension does not do (see {@link #verify}). A verified token is
 * remembered until it expires (at most five minutes), so a client's requests cost one verification, not one each.
 */
@ApplicationScoped
public class OAuthTokens {

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
    private final Cache<String, Verified> verified = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterWrite(Duration.ofMillis(MAX_CACHED_MILLIS)).build();
    private volatile long keysReadAt;
    private volatile boolean keysRead;
    private volatile long keysUnreadableUntil;

    OAuthTokens(AuthSettings settings, GatewayConfig config, ObjectMapper json, IdentityProviderManager identities) {
        this.settings = settings;
        this.config = config;
        this.json = json;
        this.identities = identities;
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
        if (known != null && known.expiresAt() > now) {
            return Uni.createFrom().item(known.identity());
        }
        try {
            requireAsymmetricJwt(token);
        } catch (AuthFailure failure) {
            return Uni.createFrom().failure(failure);
        }
        if (now < keysUnreadableUntil) {
            return Uni.createFrom().failure(AuthFailure.invalidToken(keysUnreadable(token)));
        }
        if (keysReadAt == 0) {
            keysReadAt = now;
        }
        Uni<SecurityIdentity> checked = now - keysReadAt >= config.auth().oauth().jwksRefresh().toMillis()
                ? rereadKeys(http).chain(() -> authenticate(token, http))
                : authenticate(token, http);
        return checked
                .onFailure(failure -> failedOn(failure, ErrorCodes.SIGNATURE_INVALID) && mayRereadKeys())
                .recoverWithUni(failure -> rereadKeys(http).chain(() -> authenticate(token, http)))
                .map(identity -> remember(cacheKey, identity))
                .onFailure().transform(failure -> failure instanceof AuthFailure ? failure
                        : AuthFailure.invalidToken(reason(failure, token)));
    }

    private Uni<SecurityIdentity> authenticate(String token, RoutingContext http) {
        return identities.authenticate(HttpSecurityUtils.setRoutingContextAttribute(
                new TokenAuthenticationRequest(new AccessTokenCredential(token)), http));
    }

    private boolean mayRereadKeys() {
        return System.currentTimeMillis() - keysReadAt >= config.auth().oauth().jwksMinRefresh().toMillis();
    }

    private Uni<Void> rereadKeys(RoutingContext http) {
        keysReadAt = System.currentTimeMillis();
        return authenticate(REREAD_KEYS, http).onItemOrFailure().transform((ignored, expected) -> null);
    }

    private Identity remember(String cacheKey, SecurityIdentity verifiedIdentity) {
        keysRead = true;
        JsonWebToken jwt = (JsonWebToken) verifiedIdentity.getPrincipal();
        Identity identity = identity(jwt);
        long expiresAt = Math.min(jwt.getExpirationTime() * 1000, System.currentTimeMillis() + MAX_CACHED_MILLIS);
        verified.put(cacheKey, new Verified(identity, expiresAt));
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

    private String reason(Throwable failure, String token) {
        InvalidJwtException invalid = cause(failure, InvalidJwtException.class);
        if (invalid == null) {
            if (cause(failure, OIDCException.class) == null && cause(failure, UncheckedIOException.class) == null) {
                return "the token could not be validated";
            }
            if (!keysRead) {
                keysUnreadableUntil = System.currentTimeMillis() + config.auth().oauth().jwksMinRefresh().toMillis();
            }
            return keysUnreadable(token);
        }
        keysRead = true;
        if (cause(invalid, UnresolvableKeyException.class) != null) {
            return fromOtherIssuer(token) ? "the token was issued by another authorization server"
                    : "the token is not signed by a key of " + settings.issuer();
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

    private String keysUnreadable(String token) {
        return fromOtherIssuer(token) ? "the token was issued by another authorization server"
                : "the signing keys of " + settings.issuer() + " cannot be read now";
    }

    /** Whether the token claims another issuer (read unverified: only to explain a refusal, never to accept). */
    private boolean fromOtherIssuer(String token) {
        String[] parts = token.split("\\.");
        try {
            JsonNode claims = json.readTree(Base64.getUrlDecoder().decode(parts[1]));
            return claims.path("iss").isTextual() && !settings.issuer().equals(claims.get("iss").asText());
        } catch (IllegalArgumentException | java.io.IOException | ArrayIndexOutOfBoundsException e) {
            return false;
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

    private record Verified(Identity identity, long expiresAt) {
    }
}
