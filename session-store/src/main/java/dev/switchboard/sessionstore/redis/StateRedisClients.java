package dev.switchboard.sessionstore.redis;

import java.time.Duration;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.redis.client.RedisClientType;

/**
 * The state Redis as every process uses it: on Redis Cluster through {@link ClusterShards}, so one shard that fails
 * takes only its own keys out of reach; on one node or Sentinel the client Quarkus built, unchanged. The data sources
 * and the client (pub/sub, health) of the default Redis client are produced here in place of Quarkus' own, which are
 * the same objects around Vert.x's cluster client. The cache client ({@code quarkus.redis.cache.*}) is Quarkus' own.
 */
@Singleton
public class StateRedisClients {

    private static final String DEFAULT_CLIENT = "<default>";

    private final Vertx vertx;
    private final Redis redis;
    private final ClusterShards shards;
    private final Duration timeout;

    StateRedisClients(Vertx vertx, io.vertx.redis.client.Redis configured, RedisClientOptions options,
            @ConfigProperty(name = "quarkus.redis.timeout", defaultValue = "10s") Duration timeout) {
        this.vertx = vertx;
        this.timeout = timeout;
        this.shards = options.of(DEFAULT_CLIENT).filter(o -> o.getType() == RedisClientType.CLUSTER)
                .map(o -> new ClusterShards(vertx.getDelegate(), o)).orElse(null);
        this.redis = Redis.newInstance(shards != null ? shards : configured);
    }

    @PreDestroy
    void close() {
        if (shards != null) {
            shards.close();
        }
    }

    @Produces
    @Alternative
    @Priority(1)
    @Singleton
    Redis redis() {
        return redis;
    }

    @Produces
    @Alternative
    @Priority(1)
    @Singleton
    ReactiveRedisDataSource reactive() {
        return RedisInternals.reactive(vertx, redis);
    }

    @Produces
    @Alternative
    @Priority(1)
    @Singleton
    RedisDataSource blocking() {
        return RedisInternals.blocking(vertx, redis, timeout);
    }
}
