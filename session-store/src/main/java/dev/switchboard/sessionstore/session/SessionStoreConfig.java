package dev.switchboard.sessionstore.session;

import java.time.Duration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "switchboard.sessions")
public interface SessionStoreConfig {

    /** A session unused for this long is forgotten (sliding: every request restarts the clock). */
    @WithDefault("30M")
    Duration idleTimeout();
}
