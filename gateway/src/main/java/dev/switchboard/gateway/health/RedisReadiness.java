package dev.switchboard.gateway.health;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.JsonCache;
import io.quarkus.redis.client.RedisClientName;
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

    private final Map<String, Redis> clients;
    private final Map<String, RedisConnection> held = new ConcurrentHashMap<>();

    RedisReadiness(Redis state, @RedisClientName(JsonCache.CLIENT) Redis cache) {
        this.clients = Map.of("default", state, JsonCache.CLIENT, cache);
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

    private String ping(String name, Redis client) {
        RedisConnection connection = held.get(name);
        if (connection == null) {
            connection = client.connect().await().atMost(PING_TIMEOUT);
            connection.exceptionHandler(failure -> drop(name));
            connection.endHandler(() -> drop(name));
            held.put(name, connection);
        }
        return connection.send(Request.cmd(Command.PING)).await().atMost(PING_TIMEOUT).toString();
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
