package dev.switchboard.sessionstore.access;

import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Tenant records (JSON, schema owned by the gateway) in one hash {@code sb:tenants}, and a channel announcing each
 * change so every replica reloads at once.
 */
@ApplicationScoped
public class TenantStore {

    public static final String CHANNEL = "sb:tenants:changed";
    private static final String KEY = "sb:tenants";

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;

    TenantStore(RedisDataSource redis, RedisSubscriptions subscriptions) {
        this.redis = redis;
        this.subscriptions = subscriptions;
    }

    public Map<String, String> all() {
        return RedisCalls.call("tenant list", () -> redis.hash(String.class).hgetall(KEY));
    }

    public Optional<String> get(String tenant) {
        return Optional.ofNullable(RedisCalls.call("tenant read", () -> redis.hash(String.class).hget(KEY, tenant)));
    }

    public void put(String tenant, String record) {
        RedisCalls.run("tenant write", () -> {
            redis.hash(String.class).hset(KEY, tenant, record);
            redis.pubsub(String.class).publish(CHANNEL, tenant);
        });
    }

    /** Writes the record only when the tenant has none (seeding must not undo what operators changed). */
    public boolean putIfAbsent(String tenant, String record) {
        boolean written = RedisCalls.call("tenant seed", () -> redis.hash(String.class).hsetnx(KEY, tenant, record));
        if (written) {
            RedisCalls.run("tenant announce", () -> redis.pubsub(String.class).publish(CHANNEL, tenant));
        }
        return written;
    }

    public boolean delete(String tenant) {
        return RedisCalls.call("tenant delete", () -> {
            boolean deleted = redis.hash(String.class).hdel(KEY, tenant) > 0;
            redis.pubsub(String.class).publish(CHANNEL, tenant);
            return deleted;
        });
    }

    /** Calls {@code onChange} (on an event-loop thread) with the id of each tenant that changed. */
    public Runnable watch(Consumer<String> onChange) {
        return subscriptions.subscribe(CHANNEL, onChange);
    }
}
