package dev.switchboard.gateway.auth;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.contract.internal.InternalTokens;
import dev.switchboard.contract.internal.KeyMaterial;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.Principal;
import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

/**
 * Signs the internal token of calls to a service: for that service only and the caller's principal, valid about a
 * minute, reused for half of that (a signature costs about half a millisecond of CPU; see {@link InternalTokens}). The client's
 * own credential never leaves the gateway. Services verify with the public keys they are configured with; the public
 * half is also published ({@code /.well-known/switchboard-internal-keys}) for people and tools to compare.
 */
@Singleton
public class InternalTokenMinter {

    private static final Logger LOG = Logger.getLogger(InternalTokenMinter.class);

    private final PrivateKey signingKey;
    private final PublicKey publicKey;
    private final String keyId;
    private final SignatureAlgorithm algorithm;
    private final String issuer;
    private final Cache<String, String> recent = Caffeine.newBuilder().maximumSize(50_000)
            .expireAfterWrite(Duration.ofSeconds(InternalTokens.REUSE_SECONDS)).build();

    InternalTokenMinter(GatewayConfig config) {
        this.issuer = config.internalAuth().issuer();
        if (config.internalAuth().signingKey().isPresent()) {
            this.signingKey = KeyMaterial.privateKey(config.internalAuth().signingKey().get());
            this.publicKey = KeyMaterial.publicKey(config.internalAuth().publicKey().orElseThrow(
                    () -> new IllegalArgumentException("gateway.internal-auth.signing-key is set without "
                            + "gateway.internal-auth.public-key: give its public half too (services verify with it)")));
        } else {
            KeyPair pair = ephemeral();
            this.signingKey = pair.getPrivate();
            this.publicKey = pair.getPublic();
            LOG.warn("No gateway.internal-auth.signing-key: signing internal calls with a key made for this process, "
                    + "which no service trusts (services verify with switchboard.internal-auth.public-keys), so they "
                    + "refuse every call with 401. Set gateway.internal-auth.signing-key and public-key (java "
                    + "deploy/keys/SuiteKeys.java makes a pair), the same on every replica, and give services the "
                    + "public key.");
        }
        this.keyId = KeyMaterial.keyId(publicKey);
        this.algorithm = switch (signingKey.getAlgorithm()) {
            case "EC" -> SignatureAlgorithm.ES256;
            case "RSA" -> SignatureAlgorithm.RS256;
            default -> SignatureAlgorithm.EDDSA;
        };
    }

    /** The {@code Authorization} value of a call to {@code service} for {@code principal}. */
    public String bearer(String service, Principal principal) {
        return recent.get(service + '\u0000' + principal.tenant() + '\u0000' + principal.subject(),
                ignored -> sign(service, principal));
    }

    private String sign(String service, Principal principal) {
        Instant now = Instant.now();
        return "Bearer " + Jwt.issuer(issuer).audience(service).subject(principal.subject())
                .claim(InternalTokens.TENANT, principal.tenant())
                .issuedAt(now).expiresAt(now.plusSeconds(InternalTokens.LIFETIME_SECONDS))
                .jws().keyId(keyId).algorithm(algorithm).sign(signingKey);
    }

    public PublicKey publicKey() {
        return publicKey;
    }

    public String keyId() {
        return keyId;
    }

    private static KeyPair ephemeral() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
