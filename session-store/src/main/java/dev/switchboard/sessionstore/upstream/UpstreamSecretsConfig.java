package dev.switchboard.sessionstore.upstream;

import java.util.List;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;

/** The keys secret values of run-time upstreams are sealed with ({@code SWITCHBOARD_UPSTREAM_SECRETS_KEYS}). */
@ConfigMapping(prefix = "switchboard.upstream-secrets")
public interface UpstreamSecretsConfig {

    /**
     * At least 32 characters each, the current key first, then previous ones still opened. The gateway and every
     * bridge replica are given the same list. Without a key, upstreams with secrets cannot be stored or opened.
     */
    Optional<List<String>> keys();
}
