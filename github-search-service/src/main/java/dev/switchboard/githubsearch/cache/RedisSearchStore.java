package dev.switchboard.githubsearch.cache;

import java.time.Duration;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.githubsearch.search.CachedSearch;
import dev.switchboard.githubsearch.search.RateLimitBlock;
import dev.switchboard.githubsearch.search.SearchStore;
import dev.switchboard.sessionstore.cache.JsonCache;

/**
 * Cached pages and rate-limit blocks in Redis (session-store's {@link JsonCache}, keys
 * {@code sb:cache:github-search:*}), so every replica serves the same cache and holds back together.
 */
@ApplicationScoped
public class RedisSearchStore implements SearchStore {

    static final String RESULTS = "github-search:result:";
    static final String BLOCKS = "github-search:rate-limit:";

    private final JsonCache cache;

    RedisSearchStore(JsonCache cache) {
        this.cache = cache;
    }

    @Override
    public Optional<CachedSearch> cached(String key) {
        return cache.get(RESULTS + key, CachedSearch.class);
    }

    @Override
    public void save(String key, CachedSearch entry, Duration keepFor) {
        cache.put(RESULTS + key, entry, keepFor);
    }

    @Override
    public Optional<RateLimitBlock> block(String key) {
        return cache.get(BLOCKS + key, RateLimitBlock.class);
    }

    @Override
    public void block(String key, RateLimitBlock block, Duration keepFor) {
        cache.put(BLOCKS + key, block, keepFor);
    }
}
