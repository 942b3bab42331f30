package dev.switchboard.sessionstore.access;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * Tenant records (JSON, schema owned by the gateway) in one hash {@code sb:tenants}, and a channel announcing each
 * change so every replica reloads at once.
 */
@ApplicationScoped
public class TenantStore {

    public static final String CHANNEL = "sb:tenants:changed";
    private static final String KEY = "sb:tenants";
    private static final String LOCK = "sb:tenants:lock";
    private static final Duration LOCK_TTL = Duration.ofSeconds(10);
    private static final Duration LOCK_WAIT = Duration.ofSeconds(5);

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

    /**
     * Runs {@code change} while no other replica runs one: for a change whose check reads every tenant (such as two
     * tenants trusting one issuer), so two replicas cannot each pass it with the other's change unseen. The lock
     * expires by itself after 10 s should its holder die.
     *
     * @throws dev.switchboard.sessionstore.StoreUnavailableException when the lock is not had within 5 s
     */
    public <T> T exclusively(Supplier<T> change) {
        String holder = UUID.randomUUID().toString();
        long deadline = System.nanoTime() + LOCK_WAIT.toNanos();
        while (!RedisCalls.call("tenant lock", () -> {
            redis.value(String.class).set(LOCK, holder, new SetArgs().nx().px(LOCK_TTL));
            return holder.equals(redis.value(String.class).get(LOCK));
        })) {
            if (System.nanoTime() > deadline) {
                throw new StoreUnavailableException("tenant lock",
                        new IllegalStateException("another replica holds the tenant lock"));
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        try {
            return change.get();
        } finally {
            RedisCalls.run("tenant unlock", () -> {
                if (holder.equals(redis.value(String.class).get(LOCK))) {
                    redis.key().del(LOCK);
                }
            });
        }
    }

    /** Calls {@code onChange} (on an event-loop thread) with the id of each tenant that changed. */
    public Runnable watch(Consumer<String> onChange) {
        return subscriptions.subscribe(CHANNEL, onChange);
    }
}
