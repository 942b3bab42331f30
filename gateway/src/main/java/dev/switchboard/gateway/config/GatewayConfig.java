package dev.switchboard.gateway.config;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Everything the gateway lets an operator tune, under {@code gateway.*}. */
@ConfigMapping(prefix = "gateway")
public interface GatewayConfig {

    /** How the gateway names itself in {@code serverInfo}. */
    @WithDefault("switchboard-gateway")
    String name();

    @WithDefault("${quarkus.application.version:0.0.0}")
    String version();

    /** Guidance for models, sent in {@code initialize} and {@code server/discover}. */
    @WithDefault("Switchboard gateway: tools for text analysis, GitHub repository search and planning, each served by its own service.")
    String instructions();

    /** Largest request body accepted on any front door; larger bodies get 413. */
    @WithDefault("4M")
    MemorySize maxBodySize();

    /** Items per page of every list; larger lists are paginated with an opaque cursor. */
    @WithDefault("100")
    int pageSize();

    /** {@code ttlMs} of {@code server/discover} results. */
    @WithDefault("1H")
    Duration discoverTtl();

    /** {@code ttlMs} of list results; {@code list_changed} notifications invalidate them sooner. */
    @WithDefault("60S")
    Duration listTtl();

    Security security();

    Catalog catalog();

    interface Security {

        /**
         * Extra Host header values accepted besides loopback (host or host:port, case-insensitive), e.g. the public
         * name behind a load balancer; {@code *} accepts any host.
         */
        Optional<List<String>> allowedHosts();

        /** Browser origins accepted besides loopback origins, e.g. {@code https://app.example.com}; {@code *} any. */
        Optional<List<String>> allowedOrigins();
    }

    interface Catalog {

        /** How often the gateway re-reads the registry even without a change announcement (catches expiry). */
        @WithDefault("5S")
        Duration resyncInterval();
    }
}
