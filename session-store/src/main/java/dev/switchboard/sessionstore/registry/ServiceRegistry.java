package dev.switchboard.sessionstore.registry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * The live set of tool services. Each service keeps {@code sb:registry:SERVICE} alive with a heartbeat; a key that
 * expires takes the service out. {@code sb:registry-index} lists the names (so no SCAN is needed, which Redis Cluster
 * would not allow across nodes) and the {@code sb:registry} channel announces changes.
 */
@ApplicationScoped
public class ServiceRegistry {

    public static final String CHANNEL = "sb:registry";
    private static final String INDEX = "sb:registry-index";
    private static final Pattern SERVICE_NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,62}");
    private static final Logger LOG = Logger.getLogger(ServiceRegistry.class);

    private static final String WITHDRAW = """
            local current = redis.call('GET', KEYS[1])
            if current and cjson.decode(current)['instanceId'] == ARGV[1] then return redis.call('DEL', KEYS[1]) end
            return 0""";

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;

    ServiceRegistry(RedisDataSource redis, RedisSubscriptions subscriptions, ObjectMapper json) {
        this.redis = redis;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    public static String key(String service) {
        return "sb:registry:" + service;
    }

    /** Writes (or refreshes) a registration with its TTL; {@code announce} also tells every gateway to resync now. */
    public void publish(ServiceRegistration registration, Duration ttl, boolean announce) {
        requireValidName(registration.service());
        String value = write(registration);
        RedisCalls.run("registry publish", () -> {
            redis.value(String.class).set(key(registration.service()), value, new SetArgs().px(ttl));
            redis.set(String.class).sadd(INDEX, registration.service());
            if (announce) {
                redis.pubsub(String.class).publish(CHANNEL, registration.service());
            }
        });
    }

    /** Removes this instance's registration (not one written since by another replica) and announces it. */
    public void withdraw(String service, String instanceId) {
        RedisCalls.run("registry withdraw", () -> {
            redis.execute("EVAL", WITHDRAW, "1", key(service), instanceId);
            redis.pubsub(String.class).publish(CHANNEL, service);
        });
    }

    /** Every service whose heartbeat is still alive; names whose key expired are dropped from the index. */
    public List<ServiceRegistration> live() {
        return RedisCalls.call("registry read", () -> {
            Set<String> names = redis.set(String.class).smembers(INDEX);
            List<ServiceRegistration> registrations = new ArrayList<>();
            for (String name : names) {
                String value = redis.value(String.class).get(key(name));
                if (value == null) {
                    redis.set(String.class).srem(INDEX, name);
                } else {
                    read(value).ifPresent(registrations::add);
                }
            }
            return registrations;
        });
    }

    /** Calls {@code onChange} (on an event-loop thread) with a service name whenever one announces itself or leaves. */
    public Runnable watch(Consumer<String> onChange) {
        return subscriptions.subscribe(CHANNEL, onChange);
    }

    private static void requireValidName(String service) {
        if (!SERVICE_NAME.matcher(service).matches()) {
            throw new IllegalArgumentException("Service name must match " + SERVICE_NAME + ": " + service);
        }
    }

    private String write(ServiceRegistration registration) {
        try {
            return json.writeValueAsString(registration);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Optional<ServiceRegistration> read(String value) {
        try {
            return Optional.of(json.readValue(value, ServiceRegistration.class));
        } catch (IOException e) {
            LOG.errorf("Ignoring an unreadable registry entry: %s", e.getMessage());
            return Optional.empty();
        }
    }
}
