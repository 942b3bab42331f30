package dev.switchboard.sessionstore.access;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
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
import io.vertx.mutiny.redis.client.Response;

/**
 * Tenant records (JSON, schema owned by the gateway) in one hash {@code sb:tenants}, and a channel announcing each
 * change so every replica reloads at once. Beside each record, in the same hash, its incarnation: a random id made
 * when the record is made, kept while it is replaced, deleted with it. A tenant deleted and made again under the same
 * name has another incarnation, so what was bound to the earlier one is told apart from the new tenant's. The
 * incarnation's field, {@code incarnation:<tenant>}, is no tenant's id (ids hold no colon), and one hash keeps every
 * write a single-key script on Redis Cluster. A record made before records had an incarnation keeps none.
 */
@ApplicationScoped
public class TenantStore {

    public static final String CHANNEL = "sb:tenants:changed";
    private static final String KEY = "sb:tenants";
    private static final String LOCK = "sb:tenants:lock";
    private static final Duration LOCK_TTL = Duration.ofSeconds(10);
    private static final Duration LOCK_WAIT = Duration.ofSeconds(5);
    private static final String INCARNATION = "incarnation:";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** KEYS: the hash. ARGV: tenant, record, a new incarnation. Answers the tenant's incarnation ('' for none). */
    private static final String PUT = """
            if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then
              redis.call('HSET', KEYS[1], 'incarnation:' .. ARGV[1], ARGV[3])
            end
            redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
            return redis.call('HGET', KEYS[1], 'incarnation:' .. ARGV[1]) or ''""";

    /** KEYS: the hash. ARGV: tenant, record, a new incarnation. Answers 1 when the record was written. */
    private static final String PUT_IF_ABSENT = """
            if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
            redis.call('HSET', KEYS[1], 'incarnation:' .. ARGV[1], ARGV[3])
            return 1""";

    /** KEYS: the hash. ARGV: tenant. Answers the incarnation deleted ('' for none), nil when there was no record. */
    private static final String DELETE = """
            local incarnation = redis.call('HGET', KEYS[1], 'incarnation:' .. ARGV[1]) or ''
            redis.call('HDEL', KEYS[1], 'incarnation:' .. ARGV[1])
            if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return false end
            return incarnation""";

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;

    TenantStore(RedisDataSource redis, RedisSubscriptions subscriptions) {
        this.redis = redis;
        this.subscriptions = subscriptions;
    }

    /** A stored record (JSON text) and the incarnation of its tenant ({@code ""} for none). */
    public record Stored(String record, String incarnation) {
    }

    /** Every tenant's record, by tenant. */
    public Map<String, Stored> all() {
        Map<String, String> fields = RedisCalls.call("tenant list", () -> redis.hash(String.class).hgetall(KEY));
        Map<String, Stored> all = new HashMap<>();
        fields.forEach((field, value) -> {
            if (!field.startsWith(INCARNATION)) {
                all.put(field, new Stored(value, fields.getOrDefault(INCARNATION + field, "")));
            }
        });
        return all;
    }

    public Optional<Stored> get(String tenant) {
        Map<String, String> values = RedisCalls.call("tenant read",
                () -> redis.hash(String.class).hmget(KEY, tenant, INCARNATION + tenant));
        String incarnation = values.get(INCARNATION + tenant);
        return Optional.ofNullable(values.get(tenant)).map(record -> new Stored(record,
                incarnation == null ? "" : incarnation));
    }

    /** Writes a tenant's record; answers the tenant's incarnation, a new one when the tenant had no record. */
    public String put(String tenant, String record) {
        Response incarnation = RedisCalls.call("tenant write",
                () -> redis.execute("EVAL", PUT, "1", KEY, tenant, record, newIncarnation()));
        announce(tenant);
        return incarnation == null ? "" : incarnation.toString();
    }

    /** Writes the record only when the tenant has none (seeding must not undo what operators changed). */
    public boolean putIfAbsent(String tenant, String record) {
        boolean written = RedisCalls.call("tenant seed",
                () -> redis.execute("EVAL", PUT_IF_ABSENT, "1", KEY, tenant, record, newIncarnation()).toInteger() == 1);
        if (written) {
            announce(tenant);
        }
        return written;
    }

    /**
     * Deletes a tenant's record and its incarnation: answers the incarnation that ended ({@code ""} for a record that
     * had none), empty when there was no record.
     */
    public Optional<String> delete(String tenant) {
        Response deleted = RedisCalls.call("tenant delete", () -> redis.execute("EVAL", DELETE, "1", KEY, tenant));
        announce(tenant);
        return Optional.ofNullable(deleted).map(Response::toString);
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

    private void announce(String tenant) {
        RedisCalls.run("tenant announce", () -> redis.pubsub(String.class).publish(CHANNEL, tenant));
    }

    private static String newIncarnation() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
