package dev.switchboard.contract.internal;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

/**
 * The gateway's internal signing keys, as configuration holds them: PEM, or the same DER bytes in base64 on one line
 * (easier in environment variables). Ed25519 is preferred (fast to sign per call); EC and RSA keys are read too. A
 * key's id is a digest of its public half, so the gateway and a service agree on it without configuring it.
 */
public final class KeyMaterial {

    private static final List<String> ALGORITHMS = List.of("Ed25519", "EC", "RSA");

    private KeyMaterial() {
    }

    public static PrivateKey privateKey(String text) {
        byte[] der = der(text);
        for (String algorithm : ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (GeneralSecurityException e) {
                // try the next algorithm
            }
        }
        throw new IllegalArgumentException("not a PKCS#8 Ed25519, EC or RSA private key (PEM or base64 DER)");
    }

    public static PublicKey publicKey(String text) {
        byte[] der = der(text);
        for (String algorithm : ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePublic(new X509EncodedKeySpec(der));
            } catch (GeneralSecurityException e) {
                // try the next algorithm
            }
        }
        throw new IllegalArgumentException("not an X.509 Ed25519, EC or RSA public key (PEM or base64 DER)");
    }

    /** A short, stable id of a public key: the first 8 bytes of its DER SHA-256, in hex. */
    public static String keyId(PublicKey key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getEncoded());
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** PEM (any header) or bare base64, whitespace allowed. */
    private static byte[] der(String text) {
        String body = text.replaceAll("-----(BEGIN|END)[^-]*-----", "").replaceAll("\\s", "");
        try {
            return Base64.getDecoder().decode(body.getBytes(StandardCharsets.US_ASCII));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a key must be PEM or base64 DER", e);
        }
    }
}
