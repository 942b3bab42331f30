package dev.switchboard.contract.kit;

import java.security.PublicKey;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.internal.KeyMaterial;

/**
 * The keys whose signatures make an internal token valid for {@link InternalCallGuard}: the gateway's configured
 * public keys ({@code switchboard.internal-auth.public-keys}), and keys that code of this process trusts at run time
 * because it holds their private half and calls this service itself. A key distrusted again opens nothing from then
 * on, not even a token it signed that the guard verified and remembers.
 */
@ApplicationScoped
public class InternalSigners {

    private final Map<String, PublicKey> configured = new ConcurrentHashMap<>();
    private final Map<String, PublicKey> trusted = new ConcurrentHashMap<>();

    InternalSigners(InternalAuthConfig config) {
        List<String> texts = config.publicKeys().orElse(List.of());
        for (int i = 0; i < texts.size(); i++) {
            PublicKey key;
            try {
                key = KeyMaterial.publicKey(texts.get(i));
            } catch (IllegalArgumentException e) {
                // Two keys joined without a comma read as one broken key: say where the list is cut.
                throw new IllegalArgumentException("switchboard.internal-auth.public-keys, key " + (i + 1) + " of "
                        + texts.size() + ": " + e.getMessage() + "; separate the keys with commas", e);
            }
            configured.put(KeyMaterial.keyId(key), key);
        }
    }

    /**
     * Accepts tokens signed by {@code key} until {@link #distrust}. Only for a key whose private half never leaves
     * this process: anyone holding it could call every tool as any caller.
     */
    public void trust(PublicKey key) {
        trusted.put(KeyMaterial.keyId(key), key);
    }

    /** Refuses {@code key}'s tokens from now on, those verified before included; a configured key stays trusted. */
    public void distrust(PublicKey key) {
        trusted.remove(KeyMaterial.keyId(key), key);
    }

    /** The trusted key that {@code keyId} names, or null. */
    PublicKey key(String keyId) {
        PublicKey key = configured.get(keyId);
        return key != null ? key : trusted.get(keyId);
    }

    /** Whether {@code key} still signs valid tokens under {@code keyId}. */
    boolean trusts(String keyId, PublicKey key) {
        return key.equals(key(keyId));
    }

    /** Whether no gateway key is configured (then only keys trusted at run time open anything). */
    boolean noneConfigured() {
        return configured.isEmpty();
    }
}
