package dev.switchboard.gateway.health;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import dev.switchboard.gateway.async.Stages;
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
 * an outage for every client (what bench/resilience.sh's burst found). A PING that times out is slowness until PINGs
 * have gone unanswered for {@link UnansweredPings#OUTAGE_AFTER} (a CPU starved by the same burst reads answers late);
 * a connection that breaks or is refused is an outage at once.
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
    private final Map<String, UnansweredPings> unanswered = Map.of("default", new UnansweredPings(), JsonCache.CLIENT,
            new UnansweredPings());
    private volatile long probedAt = System.nanoTime() - PROBE_VALID_NANOS;
    private volatile boolean answered;
    private final Map<String, RedisConnection> held = new ConcurrentHashMap<>();
    private final ExecutorService pingers = Executors
            .newThreadPerTaskExecutor(Thread.ofVirtual().name("redis-readiness-", 0).factory());

    RedisReadiness(Redis state, @RedisClientName(JsonCache.CLIENT) Redis cache) {
        this.clients = Map.of("default", state, JsonCache.CLIENT, cache);
    }

    /**
     * Opens this check's own connections at start: taken later, a connection would have to wait in the request pool
     * it is meant to stand outside of, exactly when that pool is full.
     */
    void onStart(@Observes StartupEvent event) {
        pingAll();
    }

    @PreDestroy
    void stop() {
        pingers.shutdownNow();
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("redis").up();
        pingAll().forEach((name, ping) -> {
            response.withData(name, ping.detail());
            if (ping.outcome() == Outcome.UNREACHABLE) {
                response.down();
            }
        });
        return response.build();
    }

    /**
     * Pings every client at once, so a slow Redis costs a check {@link #PING_TIMEOUT} in all, within a balancer's
     * check timeout; one after the other it took twice that, and the balancer took the replica out for slowness.
     */
    private Map<String, Ping> pingAll() {
        Map<String, CompletableFuture<Ping>> sent = new LinkedHashMap<>();
        clients.keySet().forEach(name -> sent.put(name,
                CompletableFuture.supplyAsync(() -> ping(name, PING_TIMEOUT), pingers)));
        Map<String, Ping> pings = new LinkedHashMap<>();
        sent.forEach((name, ping) -> pings.put(name, Stages.join(ping)));
        return pings;
    }

    /**
     * Whether the state Redis is within reach now, asked over this check's own connection (outside the request pool,
     * so a full pool and its queue do not delay it): a request whose Redis command timed out while this holds waited
     * in this replica's queue or on a slow Redis: overload, not an outage.
     */
    public boolean answersNow() {
        long now = System.nanoTime();
        if (now - probedAt < PROBE_VALID_NANOS) {
            return answered;
        }
        answered = ping("default", PROBE_TIMEOUT).outcome() != Outcome.UNREACHABLE;
        probedAt = System.nanoTime();
        return answered;
    }

    private Ping ping(String name, Duration timeout) {
        long sentAt = System.nanoTime();
        try {
            String answer = send(name, timeout);
            unanswered.get(name).answered();
            return new Ping(Outcome.ANSWERED, answer);
        } catch (RuntimeException e) {
            StoreUnavailableException failure = new StoreUnavailableException("readiness", e);
            if (failure.overloaded()) {
                return new Ping(Outcome.OVERLOADED, "reachable; every pooled connection busy (overloaded)");
            }
            if (failure.timedOut()) {
                // The connection stays: its late answers are matched to the PINGs that gave up on them, in order.
                Duration since = unanswered.get(name).timedOut(sentAt);
                return UnansweredPings.outage(since)
                        ? new Ping(Outcome.UNREACHABLE, "cannot be reached: no answer to PING for " + since.toSeconds()
                                + " s")
                        : new Ping(Outcome.SLOW, "slow: no answer to PING within " + timeout.toMillis()
                                + " ms (unanswered for " + since.toMillis() + " ms; an outage after "
                                + UnansweredPings.OUTAGE_AFTER.toSeconds() + " s)");
            }
            drop(name);
            return new Ping(Outcome.UNREACHABLE,
                    "cannot be reached: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    private String send(String name, Duration timeout) {
        RedisConnection connection = held.get(name);
        if (connection == null) {
            connection = clients.get(name).connect().await().atMost(timeout);
            connection.exceptionHandler(failure -> drop(name));
            connection.endHandler(() -> drop(name));
            held.put(name, connection);
        }
        return connection.send(Request.cmd(Command.PING)).await().atMost(timeout).toString();
    }

    private void drop(String name) {
        RedisConnection connection = held.remove(name);
        if (connection != null) {
            // Vert.x's own close, not Mutiny's: this also runs when the connection ends during shutdown, after the
            // context propagation Mutiny decorates every Uni with is gone (it threw a NullPointerException then).
            connection.getDelegate().close();
        }
    }

    private enum Outcome {
        ANSWERED,
        OVERLOADED,
        SLOW,
        UNREACHABLE
    }

    private record Ping(Outcome outcome, String detail) {
    }
}
