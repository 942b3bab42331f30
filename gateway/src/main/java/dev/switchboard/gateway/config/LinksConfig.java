package dev.switchboard.gateway.config;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The consent pages through which users link their accounts at upstreams ({@code gateway.links.*}). Before a user is
 * sent to an upstream's authorization server, they sign in at the gateway's own issuer ({@code gateway.auth.oauth.issuer})
 * as this client, so the page knows it is the user the link was asked for.
 */
@ConfigMapping(prefix = "gateway.links")
public interface LinksConfig {

    /**
     * The gateway's client at its issuer, allowed the authorization code grant with redirect URI
     * {@code <gateway>/links/signed-in}. Without it, no one can finish a link while OAuth is on.
     */
    Optional<String> clientId();

    /** That client's secret; leave it out for a public client. */
    Optional<String> clientSecret();

    /** The scope asked for at the sign-in. */
    @WithDefault("openid")
    String scope();

    /**
     * Whether each user is offered the gateway's tools {@code linked_accounts} and {@code unlink_account}, which list
     * and remove their own linked accounts. Unset: offered when {@link #clientId()} is set, that is when people link
     * accounts through the consent pages here.
     */
    Optional<Boolean> accountTools();

    /** Whether the account tools are offered, by {@link #accountTools()} or its default. */
    default boolean offersAccountTools() {
        return accountTools().orElse(clientId().isPresent());
    }
}
