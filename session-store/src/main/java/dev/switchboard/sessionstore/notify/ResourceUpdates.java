package dev.switchboard.sessionstore.notify;

import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * "This resource changed": published by the service that owns it, received by every gateway replica, which tells the
 * clients that subscribed to the URI ({@code notifications/resources/updated}).
 */
@ApplicationScoped
public class ResourceUpdates {

    public static final String CHANNEL = "sb:resources:updated";

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;

    ResourceUpdates(RedisDataSource redis, RedisSubscriptions subscriptions) {
        this.redis = redis;
        this.subscriptions = subscriptions;
    }

    public void publish(String uri) {
        RedisCalls.run("resource update publish", () -> redis.pubsub(String.class).publish(CHANNEL, uri));
    }

    /** Calls {@code onUpdate} (on an event-loop thread) with each updated URI. */
    public Runnable watch(Consumer<String> onUpdate) {
        return subscriptions.subscribe(CHANNEL, onUpdate);
    }
}
