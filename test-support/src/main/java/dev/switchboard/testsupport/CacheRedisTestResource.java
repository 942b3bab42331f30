package dev.switchboard.testsupport;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A second real {@code redis-server} as the cache Redis (the client named {@code cache}), configured as the README
 * documents it: a memory budget ({@code maxmemory}, 3 MB here, or the resource's {@code maxmemory} init argument)
 * and {@code allkeys-lru}. Used beside {@link RedisTestResource}, which stays the state Redis.
 */
public class CacheRedisTestResource implements QuarkusTestResourceLifecycleManager {

    private LocalRedis redis;
    private String maxmemory = "3mb";

    @Override
    public void init(Map<String, String> initArgs) {
        maxmemory = initArgs.getOrDefault("maxmemory", maxmemory);
    }

    @Override
    public Map<String, String> start() {
        redis = LocalRedis.start("--maxmemory", maxmemory, "--maxmemory-policy", "allkeys-lru");
        return Map.of("quarkus.redis.cache.hosts", redis.url());
    }

    @Override
    public void stop() {
        if (redis != null) {
            redis.close();
        }
    }
}
