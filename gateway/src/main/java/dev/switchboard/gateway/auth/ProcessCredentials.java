package dev.switchboard.gateway.auth;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

/**
 * Credentials this process makes for the calls it sends itself (over loopback, through the same doors and stages as a
 * client's calls): each stands for an identity the process names, is accepted by {@link Authenticator} like an API
 * key while it is held, is never stored, means nothing to another replica, and is forgotten when closed. The secret
 * is 256 random bits, so no client can guess one.
 */
@Singleton
public class ProcessCredentials {

    static final String PREFIX = "sbp_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Map<String, Identity> held = new ConcurrentHashMap<>();

    /** A new credential for {@code identity}, valid until closed. */
    public Held hold(Identity identity) {
        Objects.requireNonNull(identity, "identity");
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String credential = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        held.put(credential, identity);
        return new Held(credential, () -> held.remove(credential));
    }

    /** The identity a held credential stands for; empty for anything else, at the cost of a prefix check. */
    Optional<Identity> find(String credential) {
        return held.isEmpty() || !credential.startsWith(PREFIX) ? Optional.empty()
                : Optional.ofNullable(held.get(credential));
    }

    /** A credential held by this process; {@link #close()} revokes it. */
    public record Held(String credential, Runnable revoke) implements AutoCloseable {

        /** The value of the {@code Authorization} header that presents it. */
        public String authorization() {
            return "Bearer " + credential;
        }

        @Override
        public void close() {
            revoke.run();
        }
    }
}
