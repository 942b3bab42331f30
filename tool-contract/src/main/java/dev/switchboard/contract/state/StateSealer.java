package dev.switchboard.contract.state;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Objects;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Seals a JSON payload into an opaque, tamper-evident token with an expiry: {@code v1.<base64url(json)>.<base64url(
 * HMAC-SHA256)>}. The payload is signed, not encrypted: put nothing secret in it. Keys rotate by listing the previous
 * key after the current one: tokens are sealed with the first and accepted under any.
 */
public final class StateSealer {

    private static final String VERSION = "v1";
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final List<SecretKeySpec> keys;
    private final ObjectMapper json;
    private final Clock clock;

    /** {@code secrets}: current key first, then any still-accepted previous keys; each at least 32 bytes. */
    public StateSealer(List<String> secrets, ObjectMapper json, Clock clock) {
        if (secrets.isEmpty()) {
            throw new IllegalArgumentException("At least one signing key is needed");
        }
        this.keys = secrets.stream().map(StateSealer::key).toList();
        this.json = Objects.requireNonNull(json);
        this.clock = Objects.requireNonNull(clock);
    }

    public StateSealer(List<String> secrets, ObjectMapper json) {
        this(secrets, json, Clock.systemUTC());
    }

    /** Seals {@code payload} to be opened within {@code ttl}. */
    public String seal(JsonNode payload, Duration ttl) {
        ObjectNode envelope = json.createObjectNode();
        envelope.put("exp", clock.millis() + ttl.toMillis());
        envelope.set("p", payload);
        String body = ENCODER.encodeToString(envelope.toString().getBytes(StandardCharsets.UTF_8));
        String signed = VERSION + "." + body;
        return signed + "." + ENCODER.encodeToString(mac(keys.get(0), signed));
    }

    /** The payload of a token this sealer (or one sharing a key) made, if it is intact and not expired. */
    public JsonNode open(String token) {
        if (token == null) {
            throw new InvalidStateException("missing");
        }
        String[] parts = token.split("\\.", -1);
        if (parts.length != 3 || !parts[0].equals(VERSION)) {
            throw new InvalidStateException("malformed");
        }
        byte[] presented;
        try {
            presented = DECODER.decode(parts[2]);
        } catch (IllegalArgumentException e) {
            throw new InvalidStateException("malformed");
        }
        String signed = parts[0] + "." + parts[1];
        boolean authentic = keys.stream().anyMatch(key -> MessageDigest.isEqual(mac(key, signed), presented));
        if (!authentic) {
            throw new InvalidStateException("signature mismatch");
        }
        JsonNode envelope;
        try {
            envelope = json.readTree(DECODER.decode(parts[1]));
        } catch (Exception e) {
            throw new InvalidStateException("malformed");
        }
        if (envelope.path("exp").asLong(0) < clock.millis()) {
            throw new InvalidStateException("expired");
        }
        return envelope.path("p");
    }

    private static SecretKeySpec key(String secret) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        if (bytes.length < 32) {
            throw new IllegalArgumentException("Signing keys must be at least 32 bytes long");
        }
        return new SecretKeySpec(bytes, "HmacSHA256");
    }

    private static byte[] mac(SecretKeySpec key, String signed) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac.doFinal(signed.getBytes(StandardCharsets.US_ASCII));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 unavailable", e);
        }
    }
}
