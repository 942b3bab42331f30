package dev.switchboard.gateway.security;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import jakarta.inject.Singleton;

import dev.switchboard.gateway.config.GatewayConfig;
import io.vertx.core.http.HttpServerRequest;

/**
 * DNS-rebinding protection: a request whose {@code Host} is not this gateway's, or whose {@code Origin} is a foreign
 * web page, is refused before anything else happens. Loopback is always accepted; anything else must be configured.
 */
@Singleton
public class OriginGuard {

    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "::1", "[::1]");

    private final List<String> allowedHosts;
    private final List<String> allowedOrigins;

    OriginGuard(GatewayConfig config) {
        this.allowedHosts = lower(config.security().allowedHosts());
        this.allowedOrigins = lower(config.security().allowedOrigins());
    }

    /** Why the request must be refused, or empty when it may proceed. */
    public Optional<String> refusal(HttpServerRequest request) {
        String host = request.getHeader("Host");
        if (host != null && !hostAllowed(host.trim().toLowerCase(Locale.ROOT))) {
            return Optional.of("Host '" + host + "' is not allowed (DNS rebinding protection); "
                    + "operators can allow it with gateway.security.allowed-hosts");
        }
        String origin = request.getHeader("Origin");
        if (origin != null && !originAllowed(origin.trim().toLowerCase(Locale.ROOT))) {
            return Optional.of("Origin '" + origin + "' is not allowed; "
                    + "operators can allow it with gateway.security.allowed-origins");
        }
        return Optional.empty();
    }

    private boolean hostAllowed(String host) {
        return LOOPBACK.contains(hostName(host)) || allowedHosts.contains("*") || allowedHosts.contains(host)
                || allowedHosts.contains(hostName(host));
    }

    private boolean originAllowed(String origin) {
        if (allowedOrigins.contains("*") || allowedOrigins.contains(origin)) {
            return true;
        }
        try {
            String host = URI.create(origin).getHost();
            return host != null && LOOPBACK.contains(host);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The host without its port; IPv6 literals keep their brackets. */
    static String hostName(String hostAndPort) {
        if (hostAndPort.startsWith("[")) {
            int end = hostAndPort.indexOf(']');
            return end < 0 ? hostAndPort : hostAndPort.substring(0, end + 1);
        }
        int colon = hostAndPort.indexOf(':');
        return colon < 0 ? hostAndPort : hostAndPort.substring(0, colon);
    }

    private static List<String> lower(Optional<List<String>> values) {
        return values.orElse(List.of()).stream().map(v -> v.trim().toLowerCase(Locale.ROOT)).toList();
    }
}
