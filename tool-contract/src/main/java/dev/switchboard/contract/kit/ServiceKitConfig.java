package dev.switchboard.contract.kit;

import java.time.Duration;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a tool service built on the kit names and announces itself. */
@ConfigMapping(prefix = "switchboard.service")
public interface ServiceKitConfig {

    /** Registry name, e.g. {@code text-analysis}; lower case, digits and dashes. */
    String name();

    @WithDefault("${quarkus.application.version:0.0.0}")
    String version();

    /** URL the gateway should call; defaults to {@code http://127.0.0.1:<bound port>}. */
    Optional<String> baseUrl();

    /** How often the registration is refreshed; it expires after three missed heartbeats. */
    @WithDefault("5s")
    Duration heartbeat();

    /**
     * The key this service signs its registrations with; the gateway holds the same key for this service (or the
     * suite's shared one) and ignores registrations it cannot verify.
     */
    Optional<String> registrationKey();

    /** Largest internal request body accepted. */
    @WithDefault("16M")
    MemorySize maxBodySize();

    Warmup warmup();

    /**
     * The warm-up before registering ({@link ServiceWarmup}): the tools that give warm-up arguments are called over
     * the service's own internal route, with signed tokens, until the JIT compilers go quiet, so the gateway never
     * routes a client's call to a cold replica.
     */
    interface Warmup {

        /** Off: registers as soon as the HTTP server listens. */
        @WithDefault("true")
        boolean enabled();

        /** Calls at once. */
        @WithDefault("2")
        int concurrency();

        @WithDefault("2S")
        Duration minDuration();

        /** Registers after this even while the compiler is still busy. */
        @WithDefault("60S")
        Duration maxDuration();

        /** Quiet: the compilers spent less than this share of three consecutive seconds compiling. */
        @WithDefault("0.1")
        double quietCompileShare();
    }
}
