package dev.switchboard.gateway.auth;

import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import dev.switchboard.gateway.config.GatewayConfig;
import io.quarkus.runtime.StartupEvent;

/**
 * Refuses to start an unauthenticated gateway on a network address: with {@code gateway.auth.mode=none} anyone who can
 * reach the port would call every tool as the anonymous tenant. Loopback is fine (the local launcher's default);
 * anything else needs authentication or an explicit {@code gateway.auth.allow-anonymous-on-network=true}.
 */
@ApplicationScoped
public class NetworkExposureCheck {

    private static final Logger LOG = Logger.getLogger(NetworkExposureCheck.class);
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1");

    void onStart(@Observes StartupEvent event, AuthSettings settings, GatewayConfig config) {
        String host = ConfigProvider.getConfig().getOptionalValue("quarkus.http.host", String.class).orElse("0.0.0.0");
        if (!settings.anonymous() || LOOPBACK.contains(host) || host.startsWith("127.")) {
            return;
        }
        if (config.auth().allowAnonymousOnNetwork()) {
            LOG.warnf("Authentication is off (gateway.auth.mode=none) on %s: anyone who reaches this port calls every "
                    + "tool as the anonymous tenant, as gateway.auth.allow-anonymous-on-network=true allows", host);
            return;
        }
        throw new IllegalStateException("Refusing to start: gateway.auth.mode=none while listening on " + host
                + " would let anyone on the network call every tool. Set gateway.auth.mode to oauth, api-key or "
                + "oauth,api-key; or bind to 127.0.0.1 (QUARKUS_HTTP_HOST); or, knowingly, set "
                + "gateway.auth.allow-anonymous-on-network=true.");
    }
}
