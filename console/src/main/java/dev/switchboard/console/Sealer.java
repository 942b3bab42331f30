package dev.switchboard.console;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

/**
 * Seals cookie values with AES-256-GCM, so a browser holds its session without reading or changing it. The key is the
 * SHA-256 of the configured session key.
 */
@ApplicationScoped
public class Sealer {

    private static final Logger LOG = Logger.getLogger(Sealer.class);
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int NONCE = 12;

    private final SecretKeySpec key;

    Sealer(ConsoleConfig config) {
        byte[] secret;
        if (config.session().key().isPresent()) {
            if (config.session().key().get().length() < 32) {
                throw new IllegalStateException("console.session.key must be at least 32 characters");
            }
            secret = config.session().key().get().getBytes(StandardCharsets.UTF_8);
        } else {
            LOG.warn("console.session.key is not set: a random key seals sessions, so sign-ins end on restart and "
                    + "are not seen by other console replicas");
            secret = new byte[32];
            RANDOM.nextBytes(secret);
        }
        try {
            this.key = new SecretKeySpec(MessageDigest.getInstance("SHA-256").digest(secret), "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Random URL-safe text of {@code bytes} random bytes (state, PKCE verifier, CSRF token). */
    public static String random(int bytes) {
        byte[] value = new byte[bytes];
        RANDOM.nextBytes(value);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(value);
    }

    public String seal(String purpose, String plain) {
        try {
            byte[] nonce = new byte[NONCE];
            RANDOM.nextBytes(nonce);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
            cipher.updateAAD(purpose.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding()
                    .encodeToString(ByteBuffer.allocate(NONCE + sealed.length).put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The plain text, or empty when {@code sealed} was not sealed by this key for this purpose. */
    public Optional<String> open(String purpose, String sealed) {
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(sealed);
            if (bytes.length <= NONCE) {
                return Optional.empty();
            }
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, bytes, 0, NONCE));
            cipher.updateAAD(purpose.getBytes(StandardCharsets.UTF_8));
            return Optional.of(new String(cipher.doFinal(bytes, NONCE, bytes.length - NONCE), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            return Optional.empty();
        }
    }
}
