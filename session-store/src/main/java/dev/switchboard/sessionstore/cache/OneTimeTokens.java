package dev.switchboard.sessionstore.cache;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;

/** Remembers token ids for a while so that each token is accepted once, by whichever replica sees it first. */
@ApplicationScoped
public class OneTimeTokens {

    private final RedisDataSource redis;

    OneTimeTokens(RedisDataSource redis) {
        this.redis = redis;
    }

    /** True the first time {@code id} is presented within {@code ttl}; false on every replay. */
    public boolean firstUse(String id, Duration ttl) {
        return RedisCalls.call("one-time token", () -> redis.execute("SET", "sb:once:" + id, "1", "NX", "PX",
                Long.toString(ttl.toMillis())) != null);
    }
}
