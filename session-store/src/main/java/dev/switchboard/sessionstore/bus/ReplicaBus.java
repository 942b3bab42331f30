package dev.switchboard.sessionstore.bus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.UUID;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Cross-replica messaging over Redis pub/sub. Every replica listens on its own channel ({@code sb:replica:ID}, for
 * messages routed to it, e.g. the answer to a request it is waiting on) and on {@code sb:bus} (for messages any
 * replica may act on, e.g. a cancellation), over the process's one pub/sub connection, whatever the number of
 * sessions.
 */
@ApplicationScoped
public class ReplicaBus {

    public static final String BROADCAST = "sb:bus";
    private static final Logger LOG = Logger.getLogger(ReplicaBus.class);

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;
    private final String replicaId = UUID.randomUUID().toString();

    ReplicaBus(RedisDataSource redis, RedisSubscriptions subscriptions, ObjectMapper json) {
        this.redis = redis;
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

    public void broadcast(BusMessage message) {
        publish(BROADCAST, message);
    }

    /** Delivers (on an event-loop thread) every message addressed to this replica or broadcast. */
    public void listen(Consumer<BusMessage> handler) {
        Consumer<String> decode = text -> {
            try {
                handler.accept(json.readValue(text, BusMessage.class));
            } catch (IOException | RuntimeException e) {
                LOG.warnf("Dropping an unreadable bus message: %s", e.getMessage());
            }
        };
        subscriptions.subscribe("sb:replica:" + replicaId, decode);
        subscriptions.subscribe(BROADCAST, decode);
    }

    private void publish(String channel, BusMessage message) {
        String text;
        try {
            text = json.writeValueAsString(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RedisCalls.run("bus publish", () -> redis.pubsub(String.class).publish(channel, text));
    }
}
