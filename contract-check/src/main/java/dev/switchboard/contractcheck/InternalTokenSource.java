package dev.switchboard.contractcheck;

import java.nio.charset.StandardCharsets;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.NumericDate;
import org.jose4j.lang.JoseException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.internal.InternalTokens;
import dev.switchboard.contract.internal.KeyMaterial;

/**
 * The internal tokens the checker sends: minted as the gateway mints them when it holds the gateway's signing key, or
 * the one token it was given. Either way it can also spoil a token's signature, keeping its key id.
 */
sealed interface InternalTokenSource {

    /** A valid token for {@code service} naming {@code tenant} and {@code subject}. */
    String token(String service, String tenant, String subject);

    /** A token for {@code audience} that expired at {@code expiresAt}, or empty when the checker cannot sign. */
    Optional<String> signed(String audience, String tenant, String subject, Instant expiresAt);

    /** {@code valid} with its signature changed: its key id still names a key the service trusts. */
    static String withSpoiledSignature(String valid) {
        int dot = valid.lastIndexOf('.');
        byte[] signature = Base64.getUrlDecoder().decode(valid.substring(dot + 1));
        signature[0] ^= 0x5a;
        return valid.substring(0, dot + 1) + Base64.getUrlEncoder().withoutPadding().encodeToString(signature);
    }

    /** Signs with the gateway's key, as {@code InternalTokenMinter} does. */
    record SigningKey(PrivateKey key, String keyId, String issuer) implements InternalTokenSource {

        static SigningKey of(String privateKey, String publicKey, String issuer) {
            PublicKey verifying = KeyMaterial.publicKey(publicKey);
            return new SigningKey(KeyMaterial.privateKey(privateKey), KeyMaterial.keyId(verifying), issuer);
        }

        @Override
        public String token(String service, String tenant, String subject) {
            return signed(service, tenant, subject, Instant.now().plusSeconds(InternalTokens.LIFETIME_SECONDS))
                    .orElseThrow();
        }

        @Override
        public Optional<String> signed(String audience, String tenant, String subject, Instant expiresAt) {
            JwtClaims claims = new JwtClaims();
            claims.setIssuer(issuer);
            claims.setAudience(audience);
            claims.setSubject(subject);
            claims.setClaim(InternalTokens.TENANT, tenant);
            claims.setIssuedAt(NumericDate.fromSeconds(Math.min(Instant.now().getEpochSecond(),
                    expiresAt.getEpochSecond() - InternalTokens.LIFETIME_SECONDS)));
            claims.setExpirationTime(NumericDate.fromSeconds(expiresAt.getEpochSecond()));
            JsonWebSignature jws = new JsonWebSignature();
            jws.setPayload(claims.toJson());
            jws.setKey(key);
            jws.setKeyIdHeaderValue(keyId);
            jws.setHeader("typ", "JWT");
            jws.setAlgorithmHeaderValue(switch (key.getAlgorithm()) {
                case "EC" -> AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256;
                case "RSA" -> AlgorithmIdentifiers.RSA_USING_SHA256;
                default -> AlgorithmIdentifiers.EDDSA;
            });
            try {
                return Optional.of(jws.getCompactSerialization());
            } catch (JoseException e) {
                throw new IllegalStateException("Cannot sign with the given key: " + e.getMessage(), e);
            }
        }
    }

    /** A token minted elsewhere (by the gateway, or a script); the checker sends it as it is. */
    record GivenToken(String value, String audience, String tenant, String subject) implements InternalTokenSource {

        static GivenToken of(String token) {
            String[] parts = token.split("\\.");
            if (parts.length != 3) {
                throw new IllegalArgumentException("--token is not a compact JWS (three dot-separated parts)");
            }
            try {
                JsonNode claims = new ObjectMapper().readTree(
                        new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8));
                JsonNode audience = claims.path("aud");
                return new GivenToken(token, audience.isArray() ? audience.path(0).asText() : audience.asText(),
                        claims.path(InternalTokens.TENANT).asText(null), claims.path("sub").asText(null));
            } catch (Exception e) {
                throw new IllegalArgumentException("--token has no readable claims: " + e.getMessage(), e);
            }
        }

        @Override
        public String token(String service, String tenant, String subject) {
            return value;
        }

        @Override
        public Optional<String> signed(String audience, String tenant, String subject, Instant expiresAt) {
            return Optional.empty();
        }
    }
}
