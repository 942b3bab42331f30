package dev.switchboard.sessionstore.redis;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import io.quarkus.redis.client.RedisOptionsCustomizer;
import io.vertx.redis.client.RedisOptions;

/**
 * Keeps the Redis client Quarkus 3.34 builds twice out of the metrics. Its client and data-source build steps both
 * call {@code RedisClientRecorder.initialize} for every client name, which builds a client before its
 * {@code putIfAbsent}: the first client of a name is the one every bean uses, the second is never used, but its
 * connection pool and TCP client registered the first's gauges again ({@code redis.pool.queue.size},
 * {@code redis.active.connections}, …), which Micrometer refuses with "This Gauge has been already registered" at every
 * start. (Quarkus' main branch builds each name once, with {@code computeIfAbsent}; then this sees every name once and
 * changes nothing.) A name built again gets metric names of its own, {@value #UNUSED_PREFIX}{@code <name>}, whose
 * meters {@link UnusedRedisClientMeters} denies.
 */
@Singleton
public class DuplicateRedisClients implements RedisOptionsCustomizer {

    /** What the pool and metrics names of a client built again under a known name start with, before that name. */
    public static final String UNUSED_PREFIX = "unused-duplicate-of-";

    private final Set<String> built = ConcurrentHashMap.newKeySet();

    @Override
    public void customize(String clientName, RedisOptions options) {
        if (!built.add(clientName)) {
            options.setPoolName(UNUSED_PREFIX + clientName);
            // Quarkus' TCP client metrics read "<prefix>|<client name>" from here (VertxRedisClientFactory).
            options.getNetClientOptions().setMetricsName("redis|" + UNUSED_PREFIX + clientName);
        }
    }
}
