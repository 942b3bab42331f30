package dev.switchboard.sessionstore.notify;

import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.pubsub.PubSubCommands;

/**
 * "This resource changed": published by the service that owns it, received by every gateway replica, which tells the
 * clients that subscribed to the URI ({@code notifications/resources/updated}).
 */
@ApplicationScoped
public class ResourceUpdates {

    public static final String CHANNEL = "sb:resources:updated";

    private final RedisDataSource redis;

    ResourceUpdates(RedisDataSource redis) {
        this.redis = redis;
    }

    public void publish(String uri) {
        RedisCalls.run("resource update publish", () -> redis.pubsub(String.class).publish(CHANNEL, uri));
    }

    public PubSubCommands.RedisSubscriber watch(Consumer<String> onUpdate) {
        return RedisCalls.call("resource update watch", () -> redis.pubsub(String.class).subscribe(CHANNEL, onUpdate));
    }
}
