package dev.switchboard.sessionstore.notify;

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
 * "This resource changed": published by the service that owns it, received by every gateway replica, which tells the
 * clients that subscribed to the URI ({@code notifications/resources/updated}). A message is the JSON of a
 * {@link ResourceUpdate}, {@code {"uri":…,"tenant":…}}; a tenant-scoped update is meant only for that tenant's
 * subscribers (the same URI may name different resources in different tenants).
 */
@ApplicationScoped
public class ResourceUpdates {

    public static final String CHANNEL = "sb:resources:updated";
    private static final Logger LOG = Logger.getLogger(ResourceUpdates.class);

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;

    ResourceUpdates(RedisDataSource redis, RedisSubscriptions subscriptions, ObjectMapper json) {
        this.redis = redis;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    /** Announces a change of {@code uri} to every subscriber, whatever their tenant. */
    public void publish(String uri) {
        publish(uri, null);
    }

    /** Announces a change of {@code uri} to the subscribers of {@code tenant} (null: to every subscriber). */
    public void publish(String uri, String tenant) {
        String text;
        try {
            text = json.writeValueAsString(new ResourceUpdate(uri, tenant));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RedisCalls.run("resource update publish", () -> redis.pubsub(String.class).publish(CHANNEL, text));
    }

    /**
     * Calls {@code onUpdate} (on an event-loop thread) with each update. A bare URI, as publishers before the JSON
     * form sent, is read as an update for every tenant, so replicas of both versions can share the channel.
     */
    public Runnable watch(Consumer<ResourceUpdate> onUpdate) {
        return subscriptions.subscribe(CHANNEL, text -> {
            ResourceUpdate update = decode(text);
            if (update != null) {
                onUpdate.accept(update);
            }
        });
    }

    private ResourceUpdate decode(String text) {
        if (!text.startsWith("{")) {
            return new ResourceUpdate(text, null);
        }
        try {
            return json.readValue(text, ResourceUpdate.class);
        } catch (IOException | RuntimeException e) {
            LOG.warnf("Dropping an unreadable resource update: %s", e.getMessage());
            return null;
        }
    }
}
