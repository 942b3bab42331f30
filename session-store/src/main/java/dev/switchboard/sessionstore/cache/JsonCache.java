package dev.switchboard.sessionstore.cache;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Optional;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.client.RedisClientName;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * JSON values under {@code sb:cache:...} with a TTL, shared by every replica, on the Redis client named
 * {@value #CLIENT}: the state Redis unless configured apart, so that a cache with a memory budget of its own can evict
 * its entries without ever touching state.
 */
@Singleton
public class JsonCache {

    /** The Redis client cached values use ({@code quarkus.redis.cache.*}). */
    public static final String CLIENT = "cache";
    private static final String PREFIX = "sb:cache:";
    private static final Logger LOG = Logger.getLogger(JsonCache.class);

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final ObjectMapper json;

    JsonCache(@RedisClientName(CLIENT) RedisDataSource redis, @RedisClientName(CLIENT) ReactiveRedisDataSource reactive,
            ObjectMapper json) {
        this.redis = redis;
        this.reactive = reactive;
        this.json = json;
    }

    public <T> Optional<T> get(String key, Class<T> type) {
        return get(key, json.constructType(type));
    }

    /** The cached value, or empty when absent, expired or no longer readable as {@code type}. */
    public <T> Optional<T> get(String key, JavaType type) {
        String value = RedisCalls.call("cache read", () -> redis.value(String.class).get(PREFIX + key));
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(json.readValue(value, type));
        } catch (IOException e) {
            LOG.warnf("Dropping unreadable cache entry %s: %s", key, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Stores a value serialised with {@link #text} without waiting for Redis; a failed write is only logged. For caches,
     * where a lost write costs a miss and waiting would cost every caller.
     */
    public void putTextInBackground(String key, String text, Duration ttl) {
        reactive.value(String.class).set(PREFIX + key, text, new SetArgs().px(ttl)).subscribe().with(
                ignored -> {
                }, failure -> LOG.debugf("Cache write for %s failed: %s", key, failure.getMessage()));
    }

    public void put(String key, Object value, Duration ttl) {
        putText(key, text(value), ttl);
    }

    /** Stores a value already serialised with {@link #text}. */
    public void putText(String key, String text, Duration ttl) {
        RedisCalls.run("cache write", () -> redis.value(String.class).set(PREFIX + key, text, new SetArgs().px(ttl)));
    }

    /** The JSON text {@code value} is stored as. */
    public String text(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void evict(String key) {
        RedisCalls.run("cache evict", () -> redis.key().del(PREFIX + key));
    }
}
