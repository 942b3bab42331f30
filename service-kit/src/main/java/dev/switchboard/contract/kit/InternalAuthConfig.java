package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import dev.switchboard.contract.internal.InternalTokens;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Who may call this service's internal API: only the gateway, proven by its signed internal token. */
@ConfigMapping(prefix = "switchboard.internal-auth")
public interface InternalAuthConfig {

    /** Off only for experiments: then anyone who reaches the port may call every tool. */
    @WithDefault("true")
    boolean enabled();

    /**
     * The gateway's public keys (X.509, PEM or base64 DER), separated by commas, the current one first, then previous
     * ones still accepted. White space and line breaks in and around a key are ignored.
     */
    Optional<List<String>> publicKeys();

    /** The {@code iss} claim the gateway's tokens must carry: the gateway's {@code gateway.internal-auth.issuer}. */
    @WithDefault(InternalTokens.DEFAULT_ISSUER)
    String issuer();
}
