package dev.switchboard.sessionstore.task;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Task transitions as every replica hears them: the replica running a task learns it was cancelled, and the replicas
 * holding a client's streams (a 2026 listen stream, a session's GET stream, a session-era {@code tasks/result}
 * waiting) learn the task moved.
 */
@ApplicationScoped
public class TaskEvents {

    private static final Logger LOG = Logger.getLogger(TaskEvents.class);

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;

    TaskEvents(RedisDataSource redis, RedisSubscriptions subscriptions, ObjectMapper json) {
        this.redis = redis;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    public void publish(TaskChange change) {
        String text;
        try {
            text = json.writeValueAsString(change);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RedisCalls.run("task announcement", () -> redis.pubsub(String.class).publish(TaskKeys.CHANGES, text));
    }

    /** Calls {@code onChange} (on an event-loop thread) with every transition of every task. */
    public Runnable watch(Consumer<TaskChange> onChange) {
        return subscriptions.subscribe(TaskKeys.CHANGES, text -> {
            try {
                onChange.accept(json.readValue(text, TaskChange.class));
            } catch (IOException | RuntimeException e) {
                LOG.warnf("Dropping an unreadable task announcement: %s", e.getMessage());
            }
        });
    }
}
