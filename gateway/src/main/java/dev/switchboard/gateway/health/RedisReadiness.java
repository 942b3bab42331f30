package dev.switchboard.gateway.health;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.JsonCache;
import io.quarkus.redis.client.RedisClientName;
import io.quarkus.runtime.StartupEvent;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.RedisConnection;
import io.vertx.mutiny.redis.client.Request;

/**
 * Redis reachability for readiness, in place of quarkus-redis-client's own check (disabled in application.properties):
 * a PING on each client over a connection this check keeps for itself, so a burst that fills the request pool and its
 * wait queue neither delays nor refuses it. Should the pool be full when the check needs a new connection, that is
 * overload, not Redis down: the replica stays ready and its requests are answered 503 "overloaded" with
 * {@code Retry-After} meanwhile, because a balancer that took every busy replica out of rotation would turn a burst into
 * an outage for every client (what bench/resilience.sh's burst found).
 */
@Readiness
@ApplicationScoped
public class RedisReadiness implements HealthCheck {

    /** Well within a balancer's check timeout (run.sh's HAProxy waits 3 s). */
    static final Duration PING_TIMEOUT = Duration.ofSeconds(2);

    /** How long a probe's verdict stands: a burst of timeouts costs one PING a second, not one each. */
    private static final long PROBE_VALID_NANOS = Duration.ofSeconds(1).toNanos();
    private static final Duration PROBE_TIMEOUT = Duration.ofMillis(500);

    private final Map<String, Redis> clients;
    private volatile long probedAt = System.nanoTime() - PROBE_VALID_NANOS;
    private volatile boolean answered;
    private final Map<String, RedisConnection> held = new ConcurrentHashMap<>();

    RedisReadiness(Redis state, @RedisClientName(JsonCache.CLIENT) Redis cache) {
        this.clients = Map.of("default", state, JsonCache.CLIENT, cache);
    }

    /**
     * Opens this check's own connections at start: taken later, a connection would have to wait in the request pool
     * it is meant to stand outside of, exactly when that pool is full.
     */
    void onStart(@Observes StartupEvent event) {
        clients.forEach((name, client) -> {
            try {
                ping(name, client);
            } catch (RuntimeException e) {
                drop(name);
            }
        });
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("redis").up();
        clients.forEach((name, client) -> {
            try {
                response.withData(name, ping(name, client));
            } catch (RuntimeException e) {
                drop(name);
                if (new StoreUnavailableException("readiness", e).overloaded()) {
                    response.withData(name, "reachable; every pooled connection busy (overloaded)");
                } else {
                    response.down().withData(name, "cannot be reached: "
                            + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
                }
            }
        });
        return response.build();
    }

    /**
     * Whether the state Redis answers a PING now, over this check's own connection (outside the request pool, so a
     * full pool and its queue do not delay it). A request whose Redis command timed out while this answers waited in
     * this replica's queue: overload, not an outage.
     */
    public boolean answersNow() {
        long now = System.nanoTime();
        if (now - probedAt < PROBE_VALID_NANOS) {
            return answered;
        }
        boolean ok;
        try {
            ping("default", clients.get("default"), PROBE_TIMEOUT);
            ok = true;
        } catch (RuntimeException e) {
            drop("default");
            ok = false;
        }
        answered = ok;
        probedAt = System.nanoTime();
        return ok;
    }

    private String ping(String name, Redis client) {
        return ping(name, client, PING_TIMEOUT);
    }

    private String ping(String name, Redis client, Duration timeout) {
        RedisConnection connection = held.get(name);
        if (connection == null) {
            connection = client.connect().await().atMost(timeout);
            connection.exceptionHandler(failure -> drop(name));
            connection.endHandler(() -> drop(name));
            held.put(name, connection);
        }
        return connection.send(Request.cmd(Command.PING)).await().atMost(timeout).toString();
    }

    private void drop(String name) {
        RedisConnection connection = held.remove(name);
        if (connection != null) {
            connection.close().subscribe().with(closed -> {
            }, ignored -> {
            });
        }
    }
}
