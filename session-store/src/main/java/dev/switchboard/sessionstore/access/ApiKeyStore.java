package dev.switchboard.sessionstore.access;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * API keys by id ({@code sb:apikey:ID}), an index per tenant ({@code sb:apikeys:TENANT}), and a channel on which a
 * revocation is announced to every replica.
 */
@ApplicationScoped
public class ApiKeyStore {

    public static final String REVOKED_CHANNEL = "sb:apikeys:revoked";
    private static final int REMEMBERED = 100_000;

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;
    /** The records this process read last, most recently used last; at most {@link #REMEMBERED} of them. */
    private final Map<String, ApiKeyRecord> lastRead = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ApiKeyRecord> eldest) {
            return size() > REMEMBERED;
        }
    };
    private volatile boolean watching;

    ApiKeyStore(RedisDataSource redis, ReactiveRedisDataSource reactive, RedisSubscriptions subscriptions,
            ObjectMapper json) {
        this.redis = redis;
        this.reactive = reactive;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    private static String key(String id) {
        return "sb:apikey:" + id;
    }

    private static String index(String tenant) {
        return "sb:apikeys:" + tenant;
    }

    public void save(ApiKeyRecord record) {
        String value = write(record);
        RedisCalls.run("api key save", () -> {
            redis.value(String.class).set(key(record.id()), value);
            redis.set(String.class).sadd(index(record.tenant()), record.id());
        });
    }

    /**
     * The key's record. While the Redis that holds it is out of reach (its cluster shard fails over), the record this
     * process last read is answered instead, unless the key was revoked since: revocations arrive by pub/sub.
     */
    public Optional<ApiKeyRecord> find(String id) {
        return find(id, () -> redis.value(String.class).get(key(id)));
    }

    /**
     * {@link #find(String)}, waiting at most {@code wait} for Redis: a shard that stops answering without closing its
     * connections (a paused node, a network cut) would otherwise hold the request until the Redis timeout. Past it,
     * the record this process last read answers, as for a shard that is down.
     */
    public Optional<ApiKeyRecord> find(String id, Duration wait) {
        return find(id, () -> reactive.value(String.class).get(key(id)).await().atMost(wait));
    }

    private Optional<ApiKeyRecord> find(String id, Supplier<String> lookup) {
        watchOwnRevocations();
        try {
            Optional<ApiKeyRecord> found = Optional.ofNullable(RedisCalls.call("api key lookup", lookup))
                    .map(this::read);
            synchronized (lastRead) {
                found.ifPresentOrElse(record -> lastRead.put(id, record), () -> lastRead.remove(id));
            }
            return found;
        } catch (StoreUnavailableException e) {
            synchronized (lastRead) {
                return Optional.ofNullable(lastRead.get(id)).map(Optional::of).orElseThrow(() -> e);
            }
        }
    }

    private void watchOwnRevocations() {
        if (!watching) {
            watching = true;
            watchRevocations(id -> {
                synchronized (lastRead) {
                    lastRead.remove(id);
                }
            });
        }
    }

    /** The tenant's keys (records hold no secrets), oldest first. */
    public List<ApiKeyRecord> list(String tenant) {
        return RedisCalls.call("api key list", () -> {
            List<ApiKeyRecord> records = new ArrayList<>();
            for (String id : redis.set(String.class).smembers(index(tenant))) {
                String value = redis.value(String.class).get(key(id));
                if (value == null) {
                    redis.set(String.class).srem(index(tenant), id);
                } else {
                    records.add(read(value));
                }
            }
            records.sort((a, b) -> a.createdAt().compareTo(b.createdAt()));
            return records;
        });
    }

    /** Deletes the tenant's key and tells every replica; false when the tenant has no such key. */
    public boolean revoke(String tenant, String id) {
        return RedisCalls.call("api key revoke", () -> {
            Optional<ApiKeyRecord> record = Optional.ofNullable(redis.value(String.class).get(key(id))).map(this::read)
                    .filter(found -> found.tenant().equals(tenant));
            if (record.isEmpty()) {
                return false;
            }
            redis.key().del(key(id));
            synchronized (lastRead) {
                lastRead.remove(id);
            }
            redis.set(String.class).srem(index(tenant), id);
            redis.pubsub(String.class).publish(REVOKED_CHANNEL, id);
            return true;
        });
    }

    /** Calls {@code onRevoked} (on an event-loop thread) with the id of each revoked key. */
    public Runnable watchRevocations(Consumer<String> onRevoked) {
        return subscriptions.subscribe(REVOKED_CHANNEL, onRevoked);
    }

    private String write(ApiKeyRecord record) {
        try {
            return json.writeValueAsString(record);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ApiKeyRecord read(String value) {
        try {
            return json.readValue(value, ApiKeyRecord.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt API key record in Redis", e);
        }
    }
}
