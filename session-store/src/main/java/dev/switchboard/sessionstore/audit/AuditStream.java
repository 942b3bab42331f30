package dev.switchboard.sessionstore.audit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.stream.XAddArgs;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;

/**
 * A bounded audit trail per tenant ({@code sb:{audit:TENANT}}, a Redis stream of JSON events), newest events kept.
 * Appends never make the caller wait. An event that cannot be written (the shard of its tenant's trail fails over, or
 * Redis is out of reach) waits in memory with the tenant's later events, and they are written in order once Redis
 * takes them again: a Redis outage delays audit records, it does not lose them.
 */
@ApplicationScoped
public class AuditStream {

    private static final Logger LOG = Logger.getLogger(AuditStream.class);
    private static final long RETRY_MILLIS = 1000;
    /** Events that wait for Redis, of every tenant, when the caller names no other bound. */
    public static final int DEFAULT_BUFFER = 100_000;

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final Vertx vertx;
    /** Per tenant, the events waiting to be written, oldest first; a tenant is here while one of its writes failed. */
    private final Map<String, Deque<Waiting>> waiting = new LinkedHashMap<>();
    private int waitingCount;
    private boolean retrying;
    /** Numbers the events in the order they were appended: failed writes come back in any order. */
    private long appended;

    private record Waiting(long order, String event, int maxEvents) {
    }

    AuditStream(RedisDataSource redis, ReactiveRedisDataSource reactive, Vertx vertx) {
        this.redis = redis;
        this.reactive = reactive;
        this.vertx = vertx;
    }

    private static String key(String tenant) {
        return "sb:{audit:" + tenant + "}";
    }

    /** {@link #append(String, String, int, int)} with room for {@value #DEFAULT_BUFFER} waiting events. */
    public void append(String tenant, String event, int maxEvents) {
        append(tenant, event, maxEvents, DEFAULT_BUFFER);
    }

    /**
     * Appends an event (JSON text), keeping about {@code maxEvents} per tenant. When it cannot be written now it waits,
     * with at most {@code buffer} events of every tenant; past that the oldest waiting event is dropped, with a warning
     * (it is in the log already: every audit event is a log line).
     */
    public void append(String tenant, String event, int maxEvents, int buffer) {
        Waiting entry;
        synchronized (waiting) {
            entry = new Waiting(++appended, event, maxEvents);
            Deque<Waiting> queue = waiting.get(tenant);
            if (queue != null) {
                hold(queue, entry, buffer);
                return;
            }
        }
        write(tenant, event, maxEvents).subscribe().with(ignored -> {
        }, failure -> {
            synchronized (waiting) {
                hold(waiting.computeIfAbsent(tenant, t -> new ArrayDeque<>()), entry, buffer);
            }
        });
    }

    /** Events waiting for Redis now (health, tests). */
    public int waiting() {
        synchronized (waiting) {
            return waitingCount;
        }
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

    @PreDestroy
    void stop() {
        synchronized (waiting) {
            if (waitingCount > 0) {
                LOG.warnf("%d audit event(s) not written to Redis at shutdown; they are in the audit log only",
                        waitingCount);
            }
        }
    }

    private Uni<?> write(String tenant, String event, int maxEvents) {
        return reactive.stream(String.class, String.class, String.class)
                .xadd(key(tenant), new XAddArgs().maxlen((long) maxEvents).nearlyExactTrimming(), Map.of("e", event));
    }

    /**
     * Must hold the lock. Writes started before the tenant's first failure fail later, in any order, and may come back
     * after later events were already held: each goes back to its place in the order of appending.
     */
    private void hold(Deque<Waiting> queue, Waiting event, int buffer) {
        Deque<Waiting> later = new ArrayDeque<>();
        while (!queue.isEmpty() && queue.peekLast().order() > event.order()) {
            later.addFirst(queue.removeLast());
        }
        queue.addLast(event);
        queue.addAll(later);
        waitingCount++;
        while (waitingCount > buffer) {
            Deque<Waiting> longest = waiting.values().stream().max((a, b) -> Integer.compare(a.size(), b.size()))
                    .orElseThrow();
            longest.removeFirst();
            waitingCount--;
            LOG.warn("Audit buffer full (gateway.audit.outage-buffer): the oldest waiting event is in the log only");
        }
        if (!retrying) {
            retrying = true;
            vertx.setTimer(RETRY_MILLIS, ignored -> retry());
        }
    }

    /** Writes each tenant's waiting events in order; a tenant whose write fails again waits for the next round. */
    private void retry() {
        List<String> tenants;
        synchronized (waiting) {
            tenants = new ArrayList<>(waiting.keySet());
        }
        drain(tenants, 0);
    }

    private void drain(List<String> tenants, int index) {
        if (index >= tenants.size()) {
            synchronized (waiting) {
                waiting.values().removeIf(Deque::isEmpty);
                retrying = !waiting.isEmpty();
                if (retrying) {
                    vertx.setTimer(RETRY_MILLIS, ignored -> retry());
                }
            }
            return;
        }
        String tenant = tenants.get(index);
        Waiting next;
        synchronized (waiting) {
            Deque<Waiting> queue = waiting.get(tenant);
            next = queue == null ? null : queue.peekFirst();
            if (next == null) {
                waiting.remove(tenant);
            }
        }
        if (next == null) {
            drain(tenants, index + 1);
            return;
        }
        write(tenant, next.event(), next.maxEvents()).subscribe().with(ignored -> {
            synchronized (waiting) {
                Deque<Waiting> queue = waiting.get(tenant);
                if (queue != null && queue.remove(next)) {
                    waitingCount--;
                }
            }
            drain(tenants, index);
        }, failure -> drain(tenants, index + 1));
    }
}
