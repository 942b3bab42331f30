package dev.switchboard.githubsearch.search;

import java.time.Duration;
import java.util.Optional;

/** Where cached pages and rate-limit blocks live so that every replica sees them. */
public interface SearchStore {

    Optional<CachedSearch> cached(String key);

    void save(String key, CachedSearch entry, Duration keepFor);

    Optional<RateLimitBlock> block(String key);

    void block(String key, RateLimitBlock block, Duration keepFor);
}
