package dev.switchboard.sessionstore.session;

import java.time.Duration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Session-era sessions, kept in Redis and read by every gateway replica. */
@ConfigMapping(prefix = "switchboard.sessions")
public interface SessionStoreConfig {

    /** A session unused for this long is forgotten (sliding: every request restarts the clock). */
    @WithDefault("30M")
    Duration idleTimeout();

    /**
     * How long a replica may use its copy of a session instead of reading Redis (capped at a twentieth of the idle
     * timeout); 0 reads Redis on every request. A change to a session is never missed by a copy (SessionCopies).
     */
    @WithDefault("2S")
    Duration copyAge();

    /**
     * At most this many session copies per process (each about a kilobyte of heap); past it the expired ones go, and
     * if that is not enough, all of them.
     */
    @WithDefault("10000")
    int maxCopies();
}
