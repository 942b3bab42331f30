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

    Input input();

    Streams streams();

    RequestState requestState();

    interface Security {

        /**
         * Extra Host header values accepted besides loopback (host or host:port, case-insensitive), e.g. the public
         * name behind a load balancer; {@code *} accepts any host.
         */
        Optional<List<String>> allowedHosts();

        /** Browser origins accepted besides loopback origins, e.g. {@code https://app.example.com}; {@code *} any. */
        Optional<List<String>> allowedOrigins();
    }

    /** Bridging MRTR to session-era clients (server→client requests). */
    interface Input {

        /** Rounds of client input one request may take before it fails. */
        @WithDefault("8")
        int maxRounds();

        /** How long the gateway waits for the client's answers in one round. */
        @WithDefault("10M")
        Duration roundTimeout();
    }

    /** Session-era SSE streams and their replay logs. */
    interface Streams {

        /** Events kept per stream for Last-Event-ID replay (approximate: Redis trims lazily). */
        @WithDefault("1000")
        int maxEvents();

        /** How long a stream's events stay replayable after its last event. */
        @WithDefault("10M")
        Duration replayTtl();

        /** {@code retry:} sent with the priming event: how long a client waits before resuming. */
        @WithDefault("1S")
        Duration retry();
    }

    /** The sealed {@code requestState} the gateway hands to 2026 clients in {@code input_required} results. */
    interface RequestState {

        /**
         * HMAC keys, current first, then previous ones still accepted (rotation); each at least 32 bytes. Every
         * replica must share them. Without any, each process makes a random key and logs a warning.
         */
        Optional<List<String>> keys();

        /** How long a client may take to answer before the state expires. */
        @WithDefault("10M")
        Duration ttl();
    }

    interface Catalog {

        /** How often the gateway re-reads the registry even without a change announcement (catches expiry). */
        @WithDefault("5S")
        Duration resyncInterval();
    }
}
