package dev.switchboard.sessionstore.pubsub;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import io.vertx.core.Vertx;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.RedisConnection;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;

/**
 * Every pub/sub channel this process listens to, on ONE dedicated Redis connection, whatever the number of channels.
 * On Redis Cluster that connection goes to one master, which hears every PUBLISH (the cluster bus forwards classic
 * pub/sub to every node), so channels need no hash tags, and only that master failing ends it.
 * When the connection drops (Redis restarted) it is re-established and every channel subscribed again, so listeners
 * never have to care. Handlers run on a Vert.x event-loop thread: they must hand blocking work to another thread.
 */
@ApplicationScoped
public class RedisSubscriptions {

    private static final Logger LOG = Logger.getLogger(RedisSubscriptions.class);
    private static final Duration RECONNECT = Duration.ofSeconds(1);

    private final Redis redis;
    private final Vertx vertx;
    private final Map<String, List<Consumer<String>>> handlers = new ConcurrentHashMap<>();
    private volatile RedisConnection connection;
    private final AtomicBoolean connecting = new AtomicBoolean();
    private volatile boolean stopped;
    private final long timer;

    RedisSubscriptions(Redis redis, Vertx vertx) {
        this.redis = redis;
        this.vertx = vertx;
        this.timer = vertx.setPeriodic(RECONNECT.toMillis(), id -> ensureConnected());
    }

    @PreDestroy
    void stop() {
        stopped = true;
        vertx.cancelTimer(timer);
        RedisConnection current = connection;
        if (current != null) {
            current.getDelegate().close();
        }
    }

    /**
     * Calls {@code handler} with the payload of every message on {@code channel} from now on; the returned runnable
     * stops it.
     */
    public Runnable subscribe(String channel, Consumer<String> handler) {
        List<Consumer<String>> list = handlers.computeIfAbsent(channel, ignored -> new CopyOnWriteArrayList<>());
        boolean first = list.isEmpty();
        list.add(handler);
        RedisConnection current = connection;
        if (first && current != null) {
            current.send(Request.cmd(Command.SUBSCRIBE).arg(channel)).subscribe().with(ignored -> {
            }, failure -> lost(current, failure));
        }
        ensureConnected();
        return () -> list.remove(handler);
    }

    /** True while the listening connection is up (health, tests). */
    public boolean connected() {
        return connection != null;
    }

    /**
     * Starts one connection attempt unless one is under way, without a lock: it runs on event loops (the timer) and on
     * callers' threads, and none of them may wait for another's attempt.
     */
    private void ensureConnected() {
        if (stopped || connection != null || handlers.isEmpty() || !connecting.compareAndSet(false, true)) {
            return;
        }
        redis.connect().subscribe().with(conn -> {
            conn.handler(this::dispatch);
            conn.exceptionHandler(failure -> lost(conn, failure));
            conn.endHandler(() -> lost(conn, null));
            Request subscribe = Request.cmd(Command.SUBSCRIBE);
            handlers.keySet().forEach(subscribe::arg);
            conn.send(subscribe).subscribe().with(ignored -> {
                connection = conn;
                connecting.set(false);
                LOG.debugf("Listening on %s", handlers.keySet());
            }, failure -> {
                connecting.set(false);
                conn.close().subscribe().with(x -> {
                }, x -> {
                });
            });
        }, failure -> connecting.set(false));
    }

    private void dispatch(Response message) {
        if (message == null || message.size() < 3) {
            return;
        }
        if (!"message".equals(message.get(0).toString())) {
            return;
        }
        List<Consumer<String>> list = handlers.get(message.get(1).toString());
        if (list == null) {
            return;
        }
        String payload = message.get(2).toString();
        for (Consumer<String> handler : list) {
            try {
                handler.accept(payload);
            } catch (RuntimeException e) {
                LOG.warnf("A pub/sub handler failed: %s", e.getMessage());
            }
        }
    }

    private void lost(RedisConnection conn, Throwable failure) {
        if (connection == conn) {
            connection = null;
            // Closed for sure, so the resubscription is the only listener and no message is delivered twice.
            // Vert.x's own close, not Mutiny's: a connection also ends during shutdown, after the context propagation
            // Mutiny decorates every Uni with is gone.
            conn.getDelegate().close();
            if (!stopped) {
                LOG.infof("Pub/sub connection lost (%s); resubscribing when Redis is back",
                        failure == null ? "closed" : failure.getMessage());
            }
        }
    }
}
