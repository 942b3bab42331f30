package dev.switchboard.sessionstore.redis;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import io.quarkus.redis.client.RedisOptionsCustomizer;
import io.vertx.redis.client.RedisOptions;

/**
 * The options Quarkus built each Redis client with (endpoints, type, credentials, pool and TCP settings), as they were
 * when the client was made from them: {@link StateRedisClients} builds the per-node clients of a cluster from the same.
 */
@Singleton
public class RedisClientOptions implements RedisOptionsCustomizer {

    private final Map<String, RedisOptions> byClient = new ConcurrentHashMap<>();

    @Override
    public void customize(String clientName, RedisOptions options) {
        // Quarkus 3.34 builds a client twice per name; beans use the first (see DuplicateRedisClients).
        byClient.putIfAbsent(clientName, options);
    }

    /** The options of the client named {@code clientName} ({@code <default>} for the state Redis). */
    Optional<RedisOptions> of(String clientName) {
        return Optional.ofNullable(byClient.get(clientName));
    }
}
