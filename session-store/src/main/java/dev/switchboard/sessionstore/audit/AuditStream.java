package dev.switchboard.sessionstore.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.stream.XAddArgs;

/**
 * A bounded audit trail per tenant ({@code sb:{audit:TENANT}}, a Redis stream of JSON events), newest events kept.
 * Appends never make the caller wait.
 */
@ApplicationScoped
public class AuditStream {

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;

    AuditStream(RedisDataSource redis, ReactiveRedisDataSource reactive) {
        this.redis = redis;
        this.reactive = reactive;
    }

    private static String key(String tenant) {
        return "sb:{audit:" + tenant + "}";
    }

    /** Appends an event (JSON text), keeping about {@code maxEvents} per tenant; a failed write is dropped. */
    public void append(String tenant, String event, int maxEvents) {
        reactive.stream(String.class, String.class, String.class)
                .xadd(key(tenant), new XAddArgs().maxlen((long) maxEvents).nearlyExactTrimming(), Map.of("e", event))
                .subscribe().with(ignored -> {
                }, ignored -> {
                });
    }

    /** Deletes the tenant's trail (the tenant was deleted; a tenant made again under its name starts without one). */
    public void delete(String tenant) {
        RedisCalls.run("audit delete", () -> redis.key().del(key(tenant)));
    }

    /** The tenant's newest events, newest first (JSON texts). */
    public List<String> newest(String tenant, int count) {
        return RedisCalls.call("audit read", () -> {
            List<String> events = new ArrayList<>();
            redis.stream(String.class, String.class, String.class)
                    .xrevrange(key(tenant), io.quarkus.redis.datasource.stream.StreamRange.of("+", "-"), count)
                    .forEach(message -> events.add(message.payload().get("e")));
            return events;
        });
    }
}
