package dev.switchboard.sessionstore.upstream;

import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Upstream MCP servers added at run time (the gateway's admin API writes them, mcp-bridge-service replicas connect to
 * them): one hash {@code sb:bridge:upstreams}, name → the upstream as JSON (schema owned by the bridge, secret values
 * sealed by {@link UpstreamSecrets}), and a channel announcing each change so that every bridge replica reloads at
 * once. Beside them, {@code sb:bridge:file-upstreams} maps each name a bridge read from its upstreams file to
 * {@code <until epoch ms> <service>}: a claim its replicas keep renewing, so the admin API can refuse a name a file
 * already uses, and a claim nobody renews lapses by itself.
 */
@ApplicationScoped
public class UpstreamStore {

    public static final String CHANNEL = "sb:bridge:upstreams:changed";
    static final String KEY = "sb:bridge:upstreams";
    static final String FILE_NAMES = "sb:bridge:file-upstreams";

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;

    UpstreamStore(RedisDataSource redis, RedisSubscriptions subscriptions) {
        this.redis = redis;
        this.subscriptions = subscriptions;
    }

    /** Every run-time upstream: name → JSON. */
    public Map<String, String> all() {
        return RedisCalls.call("upstream list", () -> redis.hash(String.class).hgetall(KEY));
    }

    public Optional<String> get(String name) {
        return Optional.ofNullable(RedisCalls.call("upstream read", () -> redis.hash(String.class).hget(KEY, name)));
    }

    /** Stores the upstream; true when it is new. */
    public boolean put(String name, String upstream) {
        return RedisCalls.call("upstream write", () -> {
            boolean created = redis.hash(String.class).hset(KEY, name, upstream);
            redis.pubsub(String.class).publish(CHANNEL, name);
            return created;
        });
    }

    /** Removes the upstream; false when there was none. */
    public boolean delete(String name) {
        return RedisCalls.call("upstream delete", () -> {
            boolean deleted = redis.hash(String.class).hdel(KEY, name) > 0;
            redis.pubsub(String.class).publish(CHANNEL, name);
            return deleted;
        });
    }

    /** Calls {@code onChange} (on an event-loop thread) with the name of each upstream that changed. */
    public Runnable watch(Consumer<String> onChange) {
        return subscriptions.subscribe(CHANNEL, onChange);
    }

    /** {@code service} names {@code names} in its upstreams file, until {@code until} unless claimed again. */
    public void claimFileNames(String service, Collection<String> names, Instant until) {
        if (names.isEmpty()) {
            return;
        }
        String claim = until.toEpochMilli() + " " + service;
        RedisCalls.run("upstream file names", () -> {
            var hash = redis.hash(String.class);
            names.forEach(name -> hash.hset(FILE_NAMES, name, claim));
        });
    }

    /** The service whose upstreams file names {@code name} now, if any. */
    public Optional<String> fileOwner(String name) {
        String claim = RedisCalls.call("upstream file name", () -> redis.hash(String.class).hget(FILE_NAMES, name));
        if (claim == null) {
            return Optional.empty();
        }
        String[] parts = claim.split(" ", 2);
        try {
            return parts.length == 2 && Long.parseLong(parts[0]) > System.currentTimeMillis()
                    ? Optional.of(parts[1])
                    : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
