package dev.switchboard.sessionstore.review;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * The tool definitions mcp-bridge-service pinned, per upstream: {@code sb:bridge:pin:<scope><upstream>:<tool>} holds
 * the pin record (JSON: digest, when, definition), and the set {@code sb:bridge:pins:<scope><upstream>} names the tools
 * pinned, so that an upstream's pins can be forgotten with it. The scope is empty for the shared bridge
 * ({@value #SHARED_BRIDGE}) and {@code <service>/} for a bridge under another name, whose teams may name their upstreams
 * alike. No command spans two keys, so a Redis Cluster serves them.
 */
@ApplicationScoped
public class PinnedDefinitions {

    /** The registry name of the shared bridge, whose pins have no scope. */
    public static final String SHARED_BRIDGE = "mcp-bridge";

    private final RedisDataSource redis;

    PinnedDefinitions(RedisDataSource redis) {
        this.redis = redis;
    }

    /** The key of a tool's pin. */
    public static String key(String service, String upstream, String tool) {
        return "sb:bridge:pin:" + scope(service) + upstream + ":" + tool;
    }

    static String index(String service, String upstream) {
        return "sb:bridge:pins:" + scope(service) + upstream;
    }

    /** The part of a bridge's Redis keys that keeps a bridge under another name apart from the shared one. */
    public static String scope(String service) {
        return service.equals(SHARED_BRIDGE) ? "" : service + "/";
    }

    /** Records {@code record} as the pin of {@code tool} unless it has one; true when this call pinned it. */
    public boolean pinFirst(String service, String upstream, String tool, String record) {
        return RedisCalls.call("pin record", () -> {
            boolean first = redis.value(String.class).setnx(key(service, upstream, tool), record);
            redis.set(String.class).sadd(index(service, upstream), tool);
            return first;
        });
    }

    /**
     * The pin record of {@code tool}, or null. Indexes it too, so that a pin written before the index existed is
     * forgotten with its upstream.
     */
    public String pinned(String service, String upstream, String tool) {
        return RedisCalls.call("pin read", () -> {
            String record = redis.value(String.class).get(key(service, upstream, tool));
            if (record != null) {
                redis.set(String.class).sadd(index(service, upstream), tool);
            }
            return record;
        });
    }

    /** Pins {@code tool} anew (an accepted definition). */
    public void repin(String service, String upstream, String tool, String record) {
        RedisCalls.run("pin accept", () -> {
            redis.value(String.class).set(key(service, upstream, tool), record);
            redis.set(String.class).sadd(index(service, upstream), tool);
        });
    }

    /** Forgets every pin of {@code upstream} (removed); answers how many tools were pinned. */
    public int forget(String service, String upstream) {
        return RedisCalls.call("pin forget", () -> {
            String index = index(service, upstream);
            int forgotten = 0;
            for (String tool : redis.set(String.class).smembers(index)) {
                forgotten += redis.key().del(key(service, upstream, tool));
            }
            redis.key().del(index);
            return forgotten;
        });
    }
}
