package dev.switchboard.sessionstore.vault;

import java.util.List;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;

/** The keys the token vault seals users' upstream tokens with ({@code SWITCHBOARD_TOKEN_VAULT_KEYS}). */
@ConfigMapping(prefix = "switchboard.token-vault")
public interface TokenVaultConfig {

    /**
     * At least 32 characters each, the current key first, then previous ones still opened: a token read under a
     * previous key is sealed again under the current one. Every process that links or uses accounts is given the same
     * list. Without a key, no account can be linked.
     */
    Optional<List<String>> keys();
}
