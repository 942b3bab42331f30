package dev.switchboard.tuning;

import java.time.Duration;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The runtime tuning of one process ({@code switchboard.tuning.*}); {@link #enabled} turns every knob off at once. */
@ConfigMapping(prefix = "switchboard.tuning")
public interface TuningConfig {

    /** The one switch: false runs the process as plain Quarkus would, with none of this module's knobs. */
    @WithDefault("true")
    boolean enabled();

    /** How often {@link HeapSettler} looks whether the process has gone quiet; {@code 0s} turns the look off. */
    @WithDefault("10s")
    Duration heapIdleCheck();

    /** How much the old generation must have grown, since the last whole-heap collection, for a quiet one. */
    @WithDefault("8M")
    MemorySize heapIdleGrowth();
}
