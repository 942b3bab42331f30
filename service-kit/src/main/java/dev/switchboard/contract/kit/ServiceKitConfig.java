package dev.switchboard.contract.kit;

import java.time.Duration;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a tool service built on the kit names and announces itself. */
@ConfigMapping(prefix = "switchboard.service")
public interface ServiceKitConfig {

    /**
     * Registry name, e.g. {@code text-analysis}; lower case, digits and dashes. Each service's application.properties
     * sets its own.
     */
    String name();

    /** The version the service's manifest announces: the build's version unless set. */
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
}
