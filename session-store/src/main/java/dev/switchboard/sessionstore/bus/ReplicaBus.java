package dev.switchboard.sessionstore.bus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Cross-replica messaging over Redis pub/sub. Every replica listens on its own channel ({@code sb:replica:ID}, for
 * messages routed to it, e.g. the answer to a request it is waiting on) and on {@code sb:bus} (for messages any
 * replica may act on, e.g. a cancellation), over the process's one pub/sub connection, whatever the number of
 * sessions.
 */
@Singleton
public class ReplicaBus {

    public static final String BROADCAST = "sb:bus";
    private static final Logger LOG = Logger.getLogger(ReplicaBus.class);

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;
    private final String replicaId = UUID.randomUUID().toString();
    private final Map<String, List<Consumer<BusMessage>>> handlers = new ConcurrentHashMap<>();
    private final AtomicBoolean subscribed = new AtomicBoolean();

    ReplicaBus(RedisDataSource redis, ReactiveRedisDataSource reactive, RedisSubscriptions subscriptions,
            ObjectMapper json) {
        this.redis = redis;
        this.reactive = reactive;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    /** This process's identity on the bus. */
    public String replicaId() {
        return replicaId;
    }

    public void send(String toReplica, BusMessage message) {
        publish("sb:replica:" + toReplica, message);
    }

    /**
     * {@link #send} without waiting for Redis, for an event-loop thread (a listener answering a message): a failure is
     * logged, and the sender, which waits for that answer only so long, is left to act on the silence.
     */
    public void sendWithoutWaiting(String toReplica, BusMessage message) {
        reactive.pubsub(String.class).publish("sb:replica:" + toReplica, text(message)).subscribe().with(
                ignored -> {
                }, failure -> LOG.debugf("Bus message to %s not sent: %s", toReplica, failure.getMessage()));
    }

    public void broadcast(BusMessage message) {
        publish(BROADCAST, message);
    }

    /**
     * Delivers (on an event-loop thread) every message of {@code type} addressed to this replica or broadcast. Each
     * component listens for its own types; the channels are subscribed once, on the first call.
     */
    public void listen(String type, Consumer<BusMessage> handler) {
        handlers.computeIfAbsent(type, ignored -> new CopyOnWriteArrayList<>()).add(handler);
        if (subscribed.compareAndSet(false, true)) {
            subscriptions.subscribe("sb:replica:" + replicaId, this::dispatch);
            subscriptions.subscribe(BROADCAST, this::dispatch);
        }
    }

    private void dispatch(String text) {
        BusMessage message;
        try {
            message = json.readValue(text, BusMessage.class);
        } catch (IOException | RuntimeException e) {
            LOG.warnf("Dropping an unreadable bus message: %s", e.getMessage());
            return;
        }
        for (Consumer<BusMessage> handler : handlers.getOrDefault(message.type(), List.of())) {
            handler.accept(message);
        }
    }

    private void publish(String channel, BusMessage message) {
        String text = text(message);
        RedisCalls.run("bus publish", () -> redis.pubsub(String.class).publish(channel, text));
    }

    private String text(BusMessage message) {
        try {
            return json.writeValueAsString(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
