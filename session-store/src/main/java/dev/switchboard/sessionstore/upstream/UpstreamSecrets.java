package dev.switchboard.sessionstore.upstream;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Secret values of a run-time upstream (its headers, a client secret) as they rest in Redis: sealed with AES-256-GCM
 * under {@link UpstreamSecretsConfig#keys()}, which the gateway (sealing what the admin API is given) and every bridge
 * replica (opening it) share. A sealed value is bound to its upstream's name and its place in the JSON (an RFC 6901
 * pointer such as {@code /headers/Authorization}), so a value copied to another upstream or field does not open. It
 * reads {@code sealed:v1:<base64url(nonce, ciphertext and tag)>}. Keys rotate by putting the new key first: values
 * are sealed with the first and opened with any.
 */
@ApplicationScoped
public class UpstreamSecrets {

    /** What the admin API shows instead of a secret value; sent back unchanged, it keeps the stored value. */
    public static final String REDACTED = "<redacted>";

    private static final String PREFIX = "sealed:v1:";
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final int MIN_KEY_LENGTH = 32;
    private static final byte[] KEY_LABEL = "switchboard upstream secrets v1".getBytes(StandardCharsets.UTF_8);

    private final List<SecretKey> keys;
    private final SecureRandom random = new SecureRandom();

    @Inject
    UpstreamSecrets(UpstreamSecretsConfig config) {
        this(config.keys().orElse(List.of()));
    }

    /** Secrets sealed and opened with {@code keys} (current first); none: nothing can be sealed or opened. */
    public UpstreamSecrets(List<String> keys) {
        this.keys = keys.stream().map(UpstreamSecrets::key).toList();
    }

    /** Whether a key is configured, so that secrets can be stored at all. */
    public boolean canSeal() {
        return !keys.isEmpty();
    }

    /** {@code value}, sealed for the field at {@code pointer} of the upstream {@code upstream}. */
    public String seal(String upstream, String pointer, String value) {
        if (keys.isEmpty()) {
            throw new IllegalStateException("No key to seal upstream secrets with: set switchboard.upstream-secrets.keys");
        }
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, keys.getFirst(), nonce, upstream, pointer);
            byte[] sealed = cipher.doFinal(value.getBytes(StandardCharsets.UTF_8));
            return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(
                    ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot seal a secret of upstream " + upstream, e);
        }
    }

    /**
     * A copy of the upstream's JSON with every sealed value opened.
     *
     * @throws IllegalStateException naming the field when a value does not open under any key
     */
    public ObjectNode opened(String upstream, ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        replaceSealed(copy, "", (pointer, sealed) -> new TextNode(open(upstream, pointer, sealed)));
        return copy;
    }

    /**
     * A value sealed for the field at {@code pointer}, sealed anew with the current key (so that keeping a secret
     * through a key rotation moves it to the new key).
     *
     * @throws IllegalStateException when it does not open under any key
     */
    public String resealed(String upstream, String pointer, String sealed) {
        return seal(upstream, pointer, open(upstream, pointer, sealed));
    }

    /** A copy of the upstream's JSON with every sealed value shown as {@link #REDACTED}. */
    public static ObjectNode redacted(ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        replaceSealed(copy, "", (pointer, sealed) -> new TextNode(REDACTED));
        return copy;
    }

    public static boolean isSealed(JsonNode value) {
        return value != null && value.isTextual() && value.asText().startsWith(PREFIX);
    }

    /** The RFC 6901 pointer of the field reached through {@code path}, as seals are bound to it. */
    public static String pointer(String... path) {
        StringBuilder pointer = new StringBuilder();
        for (String segment : path) {
            pointer.append('/').append(segment.replace("~", "~0").replace("/", "~1"));
        }
        return pointer.toString();
    }

    private String open(String upstream, String pointer, String sealed) {
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(sealed.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(pointer + " is not a sealed value");
        }
        if (bytes.length <= NONCE_BYTES) {
            throw new IllegalStateException(pointer + " is not a sealed value");
        }
        byte[] nonce = Arrays.copyOf(bytes, NONCE_BYTES);
        for (SecretKey key : keys) {
            try {
                Cipher cipher = cipher(Cipher.DECRYPT_MODE, key, nonce, upstream, pointer);
                return new String(cipher.doFinal(bytes, NONCE_BYTES, bytes.length - NONCE_BYTES),
                        StandardCharsets.UTF_8);
            } catch (GeneralSecurityException e) {
                // not this key (or not this upstream's field): try the next
            }
        }
        throw new IllegalStateException(pointer + " does not open with "
                + (keys.isEmpty() ? "no key (set switchboard.upstream-secrets.keys)"
                        : "any of the " + keys.size() + " key(s) of switchboard.upstream-secrets.keys"));
    }

    private static Cipher cipher(int mode, SecretKey key, byte[] nonce, String upstream, String pointer)
            throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD((upstream + "\n" + pointer).getBytes(StandardCharsets.UTF_8));
        return cipher;
    }

    /** The AES key of a configured secret: HMAC-SHA256 under the secret, so any long random text will do. */
    private static SecretKey key(String secret) {
        if (secret == null || secret.length() < MIN_KEY_LENGTH) {
            throw new IllegalArgumentException("switchboard.upstream-secrets.keys: each key needs at least "
                    + MIN_KEY_LENGTH + " characters");
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return new SecretKeySpec(mac.doFinal(KEY_LABEL), "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void replaceSealed(JsonNode node, String at, BiFunction<String, String, JsonNode> replacement) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                String pointer = at + pointer(field.getKey());
                if (isSealed(field.getValue())) {
                    field.setValue(replacement.apply(pointer, field.getValue().asText()));
                } else {
                    replaceSealed(field.getValue(), pointer, replacement);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                String pointer = at + "/" + i;
                if (isSealed(array.get(i))) {
                    array.set(i, replacement.apply(pointer, array.get(i).asText()));
                } else {
                    replaceSealed(array.get(i), pointer, replacement);
                }
            }
        }
    }
}
