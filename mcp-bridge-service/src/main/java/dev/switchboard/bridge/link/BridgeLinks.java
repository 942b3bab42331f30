package dev.switchboard.bridge.link;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.switchboard.accountlinks.AccountGrants;
import dev.switchboard.accountlinks.ConsentSettings;
import dev.switchboard.accountlinks.LinkTargets;
import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.Upstreams;

/**
 * The bridge's side of the shared account links: users link accounts at the {@code userOAuth} upstreams it serves,
 * and are asked as {@code bridge.user-oauth} says.
 */
@ApplicationScoped
public class BridgeLinks implements LinkTargets {

    private final Upstreams upstreams;

    BridgeLinks(Upstreams upstreams) {
        this.upstreams = upstreams;
    }

    @Override
    public Optional<AccountGrants> grants(String upstream) {
        return upstreams.named(upstream).flatMap(UpstreamConnection::linkGrants);
    }

    @Produces
    @Singleton
    static ConsentSettings consentSettings(BridgeConfig config) {
        BridgeConfig.UserOAuthSettings settings = config.userOAuth();
        return new ConsentSettings(settings.connectUrl(), settings.callbackUrl(), settings.consentTimeout(),
                settings.linkWait());
    }
}
