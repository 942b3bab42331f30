package dev.switchboard.planner.tool;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Planner settings ({@code planner.*}; environment variables {@code PLANNER_*}). */
@ConfigMapping(prefix = "planner")
public interface PlannerConfig {

    /**
     * HMAC keys sealing the sampling {@code requestState}, current first, then keys still accepted during a rotation;
     * each at least 32 bytes. Absent: a random key per process (see {@link SigningKeys}).
     */
    Optional<List<String>> stateKeys();

    /** How long the client has to answer the sampling request and retry. */
    @WithDefault("10m")
    Duration stateTtl();

    Sampling sampling();

    /**
     * Plans drafted by the client's own model (MCP sampling); without it, or when the model's answer cannot be used,
     * the service's rules make the plan.
     */
    interface Sampling {

        /** Ask the client's model for a plan when the client supports sampling. */
        @WithDefault("true")
        boolean enabled();

        /** {@code maxTokens} of the sampling request. */
        @WithDefault("4096")
        int maxTokens();

        /** How many times to ask when the client retries without the model's answer. */
        @WithDefault("3")
        int maxRounds();
    }
}
