package dev.switchboard.sessionstore.cache;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.inject.Singleton;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.client.RedisClientName;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * Embedding vectors shared by every replica, by the digest of what was embedded, under
 * {@code sb:cache:vec:MODEL:DIGEST} on the cache's Redis client ({@value JsonCache#CLIENT}): a vector can always be
 * computed again, so these keys may be evicted like cached results. A vector is stored as its floats (little endian),
 * Base64-encoded.
 */
@Singleton
public class VectorCache {

    private static final String PREFIX = "sb:cache:vec:";
    /** Keys per {@code MGET}: bounds one reply (about 2 KB a vector). */
    private static final int CHUNK = 256;

    private final RedisDataSource redis;

    VectorCache(@RedisClientName(JsonCache.CLIENT) RedisDataSource redis) {
        this.redis = redis;
    }

    /** The vectors stored for these digests of {@code model}; digests without one are absent from the answer. */
    public Map<String, float[]> get(String model, List<String> digests) {
        Map<String, float[]> found = new HashMap<>();
        for (int from = 0; from < digests.size(); from += CHUNK) {
            List<String> chunk = digests.subList(from, Math.min(digests.size(), from + CHUNK));
            String[] keys = chunk.stream().map(digest -> key(model, digest)).toArray(String[]::new);
            Map<String, String> values = RedisCalls.call("vector read",
                    () -> redis.value(String.class).mget(keys));
            for (int i = 0; i < chunk.size(); i++) {
                String value = values.get(keys[i]);
                String digest = chunk.get(i);
                if (value != null) {
                    decode(value).ifPresent(vector -> found.put(digest, vector));
                }
            }
        }
        return found;
    }

    /** Stores vectors by digest for {@code ttl}. */
    public void put(String model, Map<String, float[]> vectors, Duration ttl) {
        List<Map.Entry<String, float[]>> entries = new ArrayList<>(vectors.entrySet());
        RedisCalls.run("vector write", () -> entries.forEach(entry -> redis.value(String.class)
                .set(key(model, entry.getKey()), encode(entry.getValue()), new SetArgs().px(ttl.toMillis()))));
    }

    private static String key(String model, String digest) {
        return PREFIX + model + ":" + digest;
    }

    static String encode(float[] vector) {
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float value : vector) {
            bytes.putFloat(value);
        }
        return Base64.getEncoder().encodeToString(bytes.array());
    }

    static Optional<float[]> decode(String value) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(value);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (bytes.length == 0 || bytes.length % Float.BYTES != 0) {
            return Optional.empty();
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        float[] vector = new float[bytes.length / Float.BYTES];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = buffer.getFloat();
        }
        return Optional.of(vector);
    }
}
