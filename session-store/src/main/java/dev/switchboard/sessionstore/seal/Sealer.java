package dev.switchboard.sessionstore.seal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Short secrets sealed with AES-256-GCM under configured keys, the current key first and previous ones after it, so
 * that keys rotate without losing what was sealed: a value is sealed with the first key and opened with any. Each
 * value is bound to a text naming its place (the AAD), so a sealed value copied elsewhere does not open. A configured
 * key is any text of at least 32 characters; the AES key is HMAC-SHA256 of a label under it, so each use of one
 * configured text gets a key of its own.
 */
public final class Sealer {

    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final int MIN_KEY_LENGTH = 32;

    private final String setting;
    private final List<SecretKey> keys;
    private final SecureRandom random = new SecureRandom();

    /**
     * @param setting the configuration property the keys come from, named in every error
     * @param label what this sealer is for, which derives its AES keys
     * @param secrets the configured keys, current first; none: nothing can be sealed or opened
     */
    public Sealer(String setting, String label, List<String> secrets) {
        this.setting = setting;
        this.keys = secrets.stream().map(secret -> key(setting, label, secret)).toList();
    }

    /** Whether a key is configured, so that anything can be sealed at all. */
    public boolean canSeal() {
        return !keys.isEmpty();
    }

    /** {@code text} sealed with the current key for {@code place}: base64url of the nonce, ciphertext and tag. */
    public String seal(String place, String text) {
        if (keys.isEmpty()) {
            throw new IllegalStateException("No key to seal with: set " + setting);
        }
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            byte[] sealed = cipher(Cipher.ENCRYPT_MODE, keys.getFirst(), nonce, place)
                    .doFinal(text.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                    ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot seal with the key of " + setting, e);
        }
    }

    /**
     * The text sealed for {@code place}, and whether it was sealed with the current key (if not, seal it again to move
     * it to the current key).
     *
     * @throws IllegalStateException when it is not a sealed value or opens under no key (or not for this place); its
     *         message continues a sentence whose subject is the value ("… is not a sealed value")
     */
    public Opened open(String place, String sealed) {
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(sealed);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("is not a sealed value");
        }
        if (bytes.length <= NONCE_BYTES) {
            throw new IllegalStateException("is not a sealed value");
        }
        byte[] nonce = Arrays.copyOf(bytes, NONCE_BYTES);
        for (int i = 0; i < keys.size(); i++) {
            try {
                byte[] text = cipher(Cipher.DECRYPT_MODE, keys.get(i), nonce, place)
                        .doFinal(bytes, NONCE_BYTES, bytes.length - NONCE_BYTES);
                return new Opened(new String(text, StandardCharsets.UTF_8), i == 0);
            } catch (GeneralSecurityException e) {
                // not this key (or not sealed for this place): try the next
            }
        }
        throw new IllegalStateException("does not open with " + (keys.isEmpty() ? "no key (set " + setting + ")"
                : "any of the " + keys.size() + " key(s) of " + setting));
    }

    /** A value opened, and whether the current key had sealed it. */
    public record Opened(String text, boolean underCurrentKey) {

        @Override
        public String toString() {
            return "Opened[text=<redacted>, underCurrentKey=" + underCurrentKey + "]";
        }
    }

    private static Cipher cipher(int mode, SecretKey key, byte[] nonce, String place) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(place.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }

    private static SecretKey key(String setting, String label, String secret) {
        if (secret == null || secret.length() < MIN_KEY_LENGTH) {
            throw new IllegalArgumentException(setting + ": each key needs at least " + MIN_KEY_LENGTH + " characters");
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return new SecretKeySpec(mac.doFinal(label.getBytes(StandardCharsets.UTF_8)), "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
