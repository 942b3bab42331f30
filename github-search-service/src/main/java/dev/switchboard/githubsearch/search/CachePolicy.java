package dev.switchboard.githubsearch.search;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a cached page is served without asking GitHub ({@code freshFor}) and how long it is kept for revalidation
 * and for answering while GitHub is rate-limited or unreachable ({@code keepFor}, at least {@code freshFor}).
 */
public record CachePolicy(Duration freshFor, Duration keepFor) {

    public CachePolicy {
        Objects.requireNonNull(freshFor, "freshFor");
        Objects.requireNonNull(keepFor, "keepFor");
        if (freshFor.isNegative() || freshFor.isZero()) {
            throw new IllegalArgumentException("freshFor must be positive");
        }
        keepFor = keepFor.compareTo(freshFor) < 0 ? freshFor : keepFor;
    }
}
