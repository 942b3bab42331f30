package dev.switchboard.sessionstore.registry;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import dev.switchboard.sessionstore.CanonicalJson;

/**
 * Proof that a registration comes from the service it names: an HMAC-SHA256, with that service's registration key, of
 * everything the gateway acts on (name, instance, address, start, the manifest's canonical digest) and when it was
 * signed. A process that can write to Redis but lacks the key cannot register a service, move one to another address
 * or change what it offers; replaying an old announcement stops working once it is older than the gateway allows.
 */
public final class RegistrationSignature {

    private RegistrationSignature() {
    }

    /** The registration, signed now with {@code key}. */
    public static ServiceRegistration sign(ServiceRegistration registration, String key) {
        Instant signedAt = Instant.now();
        return new ServiceRegistration(registration.service(), registration.instanceId(), registration.baseUrl(),
                registration.startedAt(), registration.manifest(), signedAt, mac(registration, signedAt, key));
    }

    /** Why the registration cannot be trusted with {@code key}, or null when it can. */
    public static String problem(ServiceRegistration registration, String key, Duration maxAge) {
        if (registration.signature() == null || registration.signedAt() == null) {
            return "it is not signed";
        }
        Instant now = Instant.now();
        if (registration.signedAt().isBefore(now.minus(maxAge)) || registration.signedAt().isAfter(now.plus(maxAge))) {
            return "its signature is from " + registration.signedAt() + ", too far from now";
        }
        byte[] expected = mac(registration, registration.signedAt(), key).getBytes(StandardCharsets.US_ASCII);
        if (!MessageDigest.isEqual(expected, registration.signature().getBytes(StandardCharsets.US_ASCII))) {
            return "its signature does not verify with the service's registration key";
        }
        return null;
    }

    private static String mac(ServiceRegistration registration, Instant signedAt, String key) {
        String signed = String.join("\n", registration.service(), registration.instanceId(), registration.baseUrl(),
                Long.toString(registration.startedAt().toEpochMilli()), CanonicalJson.sha256(registration.manifest()),
                Long.toString(signedAt.toEpochMilli()));
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return Base64.getUrlEncoder().withoutPadding()
                    .encodeToString(mac.doFinal(signed.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 unavailable", e);
        }
    }
}
