package dev.switchboard.githubsearch.search;

import java.time.Instant;
import java.util.Objects;

/** GitHub must not be asked again with this credential before {@code until}. */
public record RateLimitBlock(LimitKind kind, Instant until) {

    public RateLimitBlock {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(until, "until");
    }

    public boolean isActiveAt(Instant now) {
        return now.isBefore(until);
    }
}
