package dev.switchboard.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.security.PublicKey;
import java.time.Duration;
import java.util.Base64;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;

import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jose4j.jwt.consumer.ErrorCodes;
import org.jose4j.jwt.consumer.InvalidJwtException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.Principal;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.ParseException;

/**
 * OAuth 2.1 access tokens, verified as a resource server must (OAuth 2.1 §5.2, RFC 8707): signed by a key of the
 * configured issuer (asymmetric algorithms only), issued by it, for this gateway as audience, not expired and already
 * valid, with a small clock skew. The tenant comes from the configured claim (or the issuer's default tenant), the
 * subject from {@code sub}, the scopes from {@code scope} or {@code scp}. A verified token is remembered until it
 * expires (at most five minutes), so a client's requests cost one verification, not one each.
 */
@ApplicationScoped
public class OAuthTokens {

    private static final Set<SignatureAlgorithm> ASYMMETRIC = EnumSet.of(SignatureAlgorithm.RS256,
            SignatureAlgorithm.RS384, SignatureAlgorithm.RS512, SignatureAlgorithm.ES256, SignatureAlgorithm.ES384,
            SignatureAlgorithm.ES512, SignatureAlgorithm.PS256, SignatureAlgorithm.PS384, SignatureAlgorithm.PS512,
            SignatureAlgorithm.EDDSA);
    private static final long MAX_CACHED_MILLIS = Duration.ofMinutes(5).toMillis();

    private final AuthSettings settings;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final Map<PublicKey, DefaultJWTParser> parsers = new ConcurrentHashMap<>();
    private final Cache<String, Verified> verified = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterWrite(Duration.ofMillis(MAX_CACHED_MILLIS)).build();
    private volatile SigningKeys keys;

    OAuthTokens(AuthSettings settings, GatewayConfig config, ObjectMapper json) {
        this.settings = settings;
        this.config = config;
        this.json = json;
    }

    /** The identity a valid access token carries; {@link AuthFailure} saying why otherwise. */
    public Identity verify(String token) {
        String cacheKey = CanonicalJson.sha256Text(token);
        Verified known = verified.getIfPresent(cacheKey);
        if (known != null && known.expiresAt() > System.currentTimeMillis()) {
            return known.identity();
        }
        JsonNode header = header(token);
        String kid = header.path("kid").isTextual() ? header.get("kid").asText() : null;
        SigningKeys signingKeys = signingKeys();
        PublicKey key = signingKeys.find(kid);
        if (key == null) {
            throw AuthFailure.invalidToken(fromOtherIssuer(token)
                    ? "the token was issued by another authorization server"
                    : "the token is not signed by a key of " + settings.issuer());
        }
        JsonWebToken jwt;
        try {
            jwt = parser(key).parse(token);
        } catch (ParseException e) {
            if (failedOn(e, ErrorCodes.SIGNATURE_INVALID) && signingKeys.reloadIfAllowed()) {
                PublicKey reloaded = signingKeys.find(kid);
                if (reloaded == null) {
                    throw AuthFailure.invalidToken("the token is not signed by a key of " + settings.issuer());
                }
                jwt = parseOrFail(reloaded, token);
            } else {
                throw AuthFailure.invalidToken(reason(e));
            }
        }
        Identity identity = identity(jwt);
        long expiresAt = Math.min(jwt.getExpirationTime() * 1000, System.currentTimeMillis() + MAX_CACHED_MILLIS);
        verified.put(cacheKey, new Verified(identity, expiresAt));
        return identity;
    }

    private JsonWebToken parseOrFail(PublicKey key, String token) {
        try {
            return parser(key).parse(token);
        } catch (ParseException e) {
            throw AuthFailure.invalidToken(reason(e));
        }
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

    private DefaultJWTParser parser(PublicKey key) {
        return parsers.computeIfAbsent(key, ignored -> {
            JWTAuthContextInfo context = new JWTAuthContextInfo(key, settings.issuer());
            context.setExpectedAudience(Set.copyOf(settings.audiences()));
            context.setSignatureAlgorithm(ASYMMETRIC);
            context.setClockSkew((int) config.auth().oauth().clockSkew().toSeconds());
            context.setExpGracePeriodSecs((int) config.auth().oauth().clockSkew().toSeconds());
            return new DefaultJWTParser(context);
        });
    }

    private SigningKeys signingKeys() {
        SigningKeys current = keys;
        if (current == null) {
            synchronized (this) {
                if (keys == null) {
                    keys = new SigningKeys(settings.issuer(), config.auth().oauth().jwksRefresh(),
                            config.auth().oauth().jwksMinRefresh(), json);
                }
                current = keys;
            }
        }
        return current;
    }

    private JsonNode header(String token) {
        int dot = token.indexOf('.');
        if (dot <= 0 || token.indexOf('.', dot + 1) < 0) {
            throw AuthFailure.invalidToken("the bearer token is neither an access token (JWT) nor an API key");
        }
        try {
            JsonNode header = json.readTree(new String(Base64.getUrlDecoder().decode(token.substring(0, dot)),
                    StandardCharsets.UTF_8));
            String alg = header.path("alg").asText("");
            if (!alg.startsWith("RS") && !alg.startsWith("ES") && !alg.startsWith("PS") && !alg.equals("EdDSA")) {
                throw AuthFailure.invalidToken("the token is not signed with an asymmetric algorithm");
            }
            return header;
        } catch (IllegalArgumentException | java.io.IOException e) {
            throw AuthFailure.invalidToken("the token's header cannot be read");
        }
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

    private static boolean failedOn(Throwable error, int code) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidJwtException invalid && invalid.hasErrorCode(code)) {
                return true;
            }
        }
        return false;
    }

    private static String reason(ParseException e) {
        if (failedOn(e, ErrorCodes.EXPIRED)) {
            return "the token has expired";
        }
        if (failedOn(e, ErrorCodes.NOT_YET_VALID)) {
            return "the token is not valid yet";
        }
        if (failedOn(e, ErrorCodes.AUDIENCE_INVALID) || failedOn(e, ErrorCodes.AUDIENCE_MISSING)) {
            return "the token was not issued for this gateway (audience)";
        }
        if (failedOn(e, ErrorCodes.ISSUER_INVALID) || failedOn(e, ErrorCodes.ISSUER_MISSING)) {
            return "the token was issued by another authorization server";
        }
        if (failedOn(e, ErrorCodes.SIGNATURE_INVALID)) {
            return "the token's signature does not verify";
        }
        if (failedOn(e, ErrorCodes.EXPIRATION_MISSING)) {
            return "the token has no expiry";
        }
        return "the token could not be validated";
    }

    private record Verified(Identity identity, long expiresAt) {
    }
}
