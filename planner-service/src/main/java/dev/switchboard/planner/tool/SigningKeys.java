package dev.switchboard.planner.tool;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The keys that seal {@code requestState}. Configured keys are used as given (and must each be at least 32 bytes).
 * Without any, one random key is made for this process: fine for a single replica, but a retry that reaches another
 * replica (or this one after a restart) is then refused, so multi-replica deployments must configure
 * {@code PLANNER_STATE_KEYS}.
 */
record SigningKeys(List<String> keys, boolean generated) {

    static final int MIN_KEY_BYTES = 32;

    static SigningKeys resolve(Optional<List<String>> configured, SecureRandom random) {
        List<String> keys = configured.orElse(List.of()).stream().map(String::strip).filter(k -> !k.isEmpty())
                .toList();
        if (keys.isEmpty()) {
            byte[] key = new byte[MIN_KEY_BYTES];
            random.nextBytes(key);
            return new SigningKeys(List.of(Base64.getUrlEncoder().withoutPadding().encodeToString(key)), true);
        }
        for (int i = 0; i < keys.size(); i++) {
            int length = keys.get(i).getBytes(StandardCharsets.UTF_8).length;
            if (length < MIN_KEY_BYTES) {
                throw new IllegalStateException("planner.state-keys (PLANNER_STATE_KEYS): key " + (i + 1) + " is "
                        + length + " bytes long; each key must be at least " + MIN_KEY_BYTES + " bytes");
            }
        }
        return new SigningKeys(keys, false);
    }
}
