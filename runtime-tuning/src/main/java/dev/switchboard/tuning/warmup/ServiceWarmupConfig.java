package dev.switchboard.tuning.warmup;

import java.time.Duration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * A tool service's warm-up before it registers ({@link ServiceWarmup}). The tools that give sample arguments are called
 * over the service's own internal route, with signed tokens, until the JIT compilers go quiet: the gateway never
 * routes a client's call to a cold replica. Off with {@code switchboard.tuning.enabled=false} too.
 */
@ConfigMapping(prefix = "switchboard.service.warmup")
public interface ServiceWarmupConfig {

    /** Off: registers as soon as the HTTP server listens. */
    @WithDefault("true")
    boolean enabled();

    /** Calls at once. */
    @WithDefault("2")
    int concurrency();

    /** Shortest warm-up, however quiet the compiler is. */
    @WithDefault("2S")
    Duration minDuration();

    /** Registers after this even while the compiler is still busy. */
    @WithDefault("60S")
    Duration maxDuration();

    /** Quiet: the compilers spent less than this share of three consecutive seconds compiling. */
    @WithDefault("0.1")
    double quietCompileShare();
}
