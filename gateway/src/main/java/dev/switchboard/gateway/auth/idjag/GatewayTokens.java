package dev.switchboard.gateway.auth.idjag;

import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import jakarta.inject.Singleton;

import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.JsonWebKeySet;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.consumer.ErrorCodes;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.lang.JoseException;

import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.gateway.auth.AuthFailure;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.Claims;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.Principal;
import io.quarkus.runtime.Startup;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

/**
 * The access tokens the gateway issues for ID-JAG grants (JWT, RFC 9068 {@code at+jwt}): signed with the configured
 * key, which every replica holds, so a token one replica issued acts at any other. A configured key rather than one
 * made once and kept in Redis: a private key in Redis would let whoever reads Redis issue tokens for every tenant.
 * Made at start, so that an enabled grant without its key stops the start in one line rather than failing requests.
 */
@Startup
@Singleton
public class GatewayTokens {

    static final String TYPE = "at+jwt";

    private final IdJagConfig idJag;
    private final AuthSettings settings;
    private final GatewayConfig config;
    private final PrivateKey signingKey;
    private final PublicKey publicKey;
    private final String keyId;
    private final SignatureAlgorithm algorithm;

    GatewayTokens(IdJagConfig idJag, AuthSettings settings, GatewayConfig config) {
        this.idJag = idJag;
        this.settings = settings;
        this.config = config;
        if (!idJag.enabled()) {
            signingKey = null;
            publicKey = null;
            keyId = null;
            algorithm = null;
            return;
        }
        signingKey = KeyMaterial.privateKey(idJag.signingKey().orElseThrow(() -> new IllegalArgumentException(
                "gateway.auth.id-jag.enabled is true but gateway.auth.id-jag.signing-key is not set: give the key "
                        + "the gateway signs its access tokens with, the same on every replica (java "
                        + "deploy/keys/SuiteKeys.java makes a pair)")));
        publicKey = KeyMaterial.publicKey(idJag.publicKey().orElseThrow(() -> new IllegalArgumentException(
                "gateway.auth.id-jag.signing-key is set without gateway.auth.id-jag.public-key: give its public "
                        + "half too (it is published at the gateway's JWKS)")));
        keyId = KeyMaterial.keyId(publicKey);
        algorithm = switch (signingKey.getAlgorithm()) {
            case "EC" -> SignatureAlgorithm.ES256;
            case "RSA" -> SignatureAlgorithm.RS256;
            default -> SignatureAlgorithm.EDDSA;
        };
    }

    public boolean enabled() {
        return idJag.enabled();
    }

    /** A token for {@code principal} at {@code resource} with {@code scopes}, issued by {@code issuer}. */
    String issue(String issuer, Principal principal, String resource, Set<String> scopes, String clientId) {
        Instant now = Instant.now();
        return Jwt.issuer(issuer).audience(resource).subject(principal.subject())
                .claim(config.auth().tenantClaim(), principal.tenant())
                .claim("scope", String.join(" ", scopes))
                .claim("client_id", clientId)
                .claim("jti", UUID.randomUUID().toString())
                .issuedAt(now).expiresAt(now.plus(idJag.tokenLifetime()))
                .jws().type(TYPE).keyId(keyId).algorithm(algorithm).sign(signingKey);
    }

    long lifetimeSeconds() {
        return idJag.tokenLifetime().toSeconds();
    }

    /** Whether {@code token} claims (unverified: only to pick the rules) this gateway's authorization server as issuer. */
    public boolean issuedHere(String token) {
        if (!enabled()) {
            return false;
        }
        try {
            String issuer = new JwtConsumerBuilder().setSkipAllValidators().setDisableRequireSignature()
                    .setSkipSignatureVerification().build().processToClaims(token).getIssuer();
            return issuer != null && settings.authorizationServers().contains(issuer);
        } catch (InvalidJwtException | MalformedClaimException e) {
            return false;
        }
    }

    /**
     * The identity of an access token this gateway issued; {@link AuthFailure} saying why not. Its tenant is the one
     * it was issued for, its audience one of that tenant's resources, and the operator's admin scope never counts.
     */
    public Identity verify(String token) {
        JwtConsumer consumer = new JwtConsumerBuilder()
                .setVerificationKey(publicKey)
                .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, algorithm.getAlgorithm())
                .setExpectedType(true, TYPE)
                .setExpectedIssuers(true, settings.authorizationServers().toArray(String[]::new))
                .setRequireExpirationTime()
                .setAllowedClockSkewInSeconds((int) config.auth().oauth().clockSkew().toSeconds())
                .setSkipDefaultAudienceValidation()
                .build();
        try {
            JwtClaims claims = consumer.processToClaims(token);
            String tenant = claims.getClaimValueAsString(config.auth().tenantClaim());
            String subject = claims.getSubject();
            if (tenant == null || subject == null) {
                throw new AuthFailure("invalid_token", "the gateway's token names no tenant or subject");
            }
            List<String> audiences = settings.audiences(tenant);
            if (claims.getAudience().stream().noneMatch(audiences::contains)) {
                throw new AuthFailure("invalid_token", "the token was not issued for this resource (audience): tokens of "
                        + "tenant '" + tenant + "' name one of " + String.join(", ", audiences));
            }
            Set<String> scopes = new LinkedHashSet<>(Claims.list(claims.getClaimValue("scope")));
            scopes.remove(config.admin().scope());
            return new Identity(new Principal(tenant, subject), scopes, false, "id-jag", claims.getJwtId());
        } catch (InvalidJwtException e) {
            throw new AuthFailure("invalid_token", e.hasErrorCode(ErrorCodes.EXPIRED)
                    ? "the token has expired: trade a new ID-JAG for a new one"
                    : "the token is not a valid access token of this gateway");
        } catch (MalformedClaimException e) {
            throw new AuthFailure("invalid_token", "the gateway's token has a malformed claim");
        }
    }

    /** The public key as a JWKS (RFC 7517), for whoever verifies the gateway's tokens. */
    public String jwks() {
        try {
            PublicJsonWebKey key = PublicJsonWebKey.Factory.newPublicJwk(publicKey);
            key.setKeyId(keyId);
            key.setUse("sig");
            key.setAlgorithm(algorithm.getAlgorithm());
            return new JsonWebKeySet(key).toJson(JsonWebKey.OutputControlLevel.PUBLIC_ONLY);
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }
}
