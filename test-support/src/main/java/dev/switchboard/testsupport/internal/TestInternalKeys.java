package dev.switchboard.testsupport.internal;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;

import io.smallrye.jwt.algorithm.SignatureAlgorithm;
import io.smallrye.jwt.build.Jwt;

/**
 * Key material for tests only (never for a deployment): the gateway's internal signing key pair and the suite's
 * registration key, so every test application signs and verifies internal calls and registrations for real.
 */
public final class TestInternalKeys {

    /** Ed25519, PKCS#8, base64 DER. Test-only. */
    public static final String PRIVATE_KEY = "MC4CAQAwBQYDK2VwBCIEIIs8vqIWl22MhPB9rq1gx96qTsOC3/gycRgV5kVWEERM";
    /** Its X.509 public key, base64 DER. */
    public static final String PUBLIC_KEY = "MCowBQYDK2VwAyEAjWAZhOUA4YrdWz2qBGrEmljrFoNeocKpnu2DKip1Xsg=";
    /** The registration key every test service signs with and every test gateway trusts. Test-only. */
    public static final String REGISTRATION_KEY = "test-registration-key-not-for-deployments";

    private TestInternalKeys() {
    }

    /** An internal token for {@code service}, as the gateway would mint it. */
    public static String token(String service, String tenant, String subject) {
        try {
            PrivateKey key = KeyFactory.getInstance("Ed25519")
                    .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(PRIVATE_KEY)));
            PublicKey publicKey = KeyFactory.getInstance("Ed25519")
                    .generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(PUBLIC_KEY)));
            String kid = HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(publicKey.getEncoded()), 0, 8);
            return Jwt.issuer("switchboard-gateway").audience(service).subject(subject).claim("tenant", tenant)
                    .issuedAt(Instant.now()).expiresAt(Instant.now().plusSeconds(60))
                    .jws().keyId(kid).algorithm(SignatureAlgorithm.EDDSA).sign(key);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
