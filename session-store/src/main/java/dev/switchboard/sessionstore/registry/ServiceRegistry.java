package dev.switchboard.sessionstore.registry;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.pubsub.RedisSubscriptions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * The live set of tool services. Each service keeps {@code sb:registry:SERVICE}, the entry of its latest-started
 * instance, alive with a heartbeat; a key that expires takes the service out. Beside it, in the same hash slot, every
 * live instance of the service is listed, so that the entry passes at once to another instance when its holder
 * leaves, and a service whose last instance leaves says so. {@code sb:registry-index} lists the names (so no SCAN is
 * needed, which Redis Cluster would not allow across nodes) and the {@code sb:registry} channel announces changes. On
 * Redis Cluster the keys spread over the shards: while one shard is out of reach, a read answers what it last read
 * there, so a failover neither takes the services registered on that shard out of the catalogue nor stops the other
 * services' heartbeats.
 */
@Singleton
public class ServiceRegistry {

    public static final String CHANNEL = "sb:registry";
    private static final String INDEX = "sb:registry-index";
    private static final Pattern SERVICE_NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,62}");
    private static final Logger LOG = Logger.getLogger(ServiceRegistry.class);

    /**
     * The registration script as the contract publishes it for every language ({@code META-INF/registry/registry.lua},
     * kept in tool-contract beside the OpenAPI document; session-store's build packs the same file into its jar). Its
     * comment says what each key and argument is.
     */
    private static final String SCRIPT_RESOURCE = "META-INF/registry/registry.lua";
    private static final String SCRIPT = script();

    private final RedisDataSource redis;
    private final RedisSubscriptions subscriptions;
    private final ObjectMapper json;
    /** What each name last read as (a registration, or null once it was gone), for reads while its shard is down. */
    private final Map<String, Optional<ServiceRegistration>> lastRead = new ConcurrentHashMap<>();
    private volatile Set<String> lastIndex;

    ServiceRegistry(RedisDataSource redis, RedisSubscriptions subscriptions, ObjectMapper json) {
        this.redis = redis;
        this.subscriptions = subscriptions;
        this.json = json;
    }

    public static String key(String service) {
        return "sb:registry:" + service;
    }

    /**
     * Writes (or refreshes) a registration with its TTL: lists this instance as live, and makes it the service's entry
     * unless a later-started instance holds that (during a rolling update both versions heartbeat, and the catalogue
     * must move to the new one once, not flap between them). {@code announce} also tells every gateway to resync now.
     *
     * @return false when a later-started instance holds the registration and this one was not written
     */
    public boolean publish(ServiceRegistration registration, Duration ttl, boolean announce) {
        requireValidName(registration.service());
        String value = write(registration);
        return RedisCalls.call("registry publish", () -> {
            boolean written = eval(registration.service(), "register", value, Long.toString(ttl.toMillis())) == 1;
            // The index is a set of its own, in another slot on Redis Cluster.
            if (written) {
                index(registration.service());
            }
            if (written && announce) {
                redis.pubsub(String.class).publish(CHANNEL, registration.service());
            }
            return written;
        });
    }

    /**
     * Adds the name to the index. The index may live on another shard than the registration: while that shard is out
     * of reach, a service already listed stays registered (the next heartbeat adds it again); a new one is refused.
     */
    private void index(String service) {
        try {
            RedisCalls.run("registry index", () -> redis.set(String.class).sadd(INDEX, service));
        } catch (StoreUnavailableException e) {
            Set<String> known = lastIndex;
            if (known == null || !known.contains(service)) {
                throw e;
            }
            LOG.debugf("Registry index not updated for %s (kept listed): %s", service, e.getMessage());
        }
    }

    /**
     * This instance leaves (it is stopping) and announces it. If it held the service's entry, the entry passes to the
     * latest-started instance still live, or, when none is, the service is marked as left on purpose, so that gateways
     * drop it at once instead of keeping it for their departure grace ({@link #left}).
     */
    public void withdraw(String service, String instanceId) {
        RedisCalls.run("registry withdraw", () -> {
            eval(service, "leave", instanceId);
            redis.pubsub(String.class).publish(CHANNEL, service);
        });
    }

    /**
     * Whether the instance of this registration left on purpose as the last live instance of its service (within the
     * last minute): its entry is gone because it said so, not because its heartbeat lapsed.
     */
    public boolean left(ServiceRegistration registration) {
        try {
            return RedisCalls.call("registry read", () -> registration.instanceId()
                    .equals(redis.value(String.class).get(leftKey(registration.service()))));
        } catch (StoreUnavailableException e) {
            // Its shard is out of reach: the service keeps the grace of one lost, and the other services' reads go on.
            LOG.debugf("Cannot tell whether %s left on purpose: %s", registration.service(), e.getMessage());
            return false;
        }
    }

    /**
     * Every service whose heartbeat is still alive; names whose key expired are dropped from the index. The key and the
     * index live in different slots on Redis Cluster, so the tidy-up cannot be one script: it removes, then checks
     * again, so a concurrent {@link #publish} (SET, then SADD) always leaves its name in the index.
     */
    public List<ServiceRegistration> live() {
        Set<String> names;
        StoreUnavailableException unreachable = null;
        try {
            names = RedisCalls.call("registry read", () -> redis.set(String.class).smembers(INDEX));
            lastIndex = Set.copyOf(names);
        } catch (StoreUnavailableException e) {
            names = Optional.ofNullable(lastIndex).orElseThrow(() -> e);
            unreachable = e;
        }
        List<ServiceRegistration> registrations = new ArrayList<>();
        for (String name : names) {
            Optional<ServiceRegistration> registration = null;
            if (unreachable == null) {
                try {
                    registration = RedisCalls.call("registry read", () -> readLive(name));
                    lastRead.put(name, registration);
                } catch (StoreUnavailableException e) {
                    // A Redis that does not answer would make each further read wait as long: the rest of this
                    // read takes what was read last.
                    unreachable = e;
                }
            }
            if (registration == null) {
                StoreUnavailableException cause = unreachable;
                registration = Optional.ofNullable(lastRead.get(name)).orElseThrow(() -> cause);
            }
            registration.ifPresent(registrations::add);
        }
        return registrations;
    }

    private Optional<ServiceRegistration> readLive(String name) {
        String value = redis.value(String.class).get(key(name));
        if (value == null) {
            // The service may register again between the GET and the SREM (its SADD then lands first and is
            // undone): look once more after removing the name, and put it back if the key is there.
            redis.set(String.class).srem(INDEX, name);
            value = redis.value(String.class).get(key(name));
            if (value != null) {
                redis.set(String.class).sadd(INDEX, name);
            }
        }
        return value == null ? Optional.empty() : read(value);
    }

    /** Calls {@code onChange} (on an event-loop thread) with a service name whenever one announces itself or leaves. */
    public Runnable watch(Consumer<String> onChange) {
        return subscriptions.subscribe(CHANNEL, onChange);
    }

    /**
     * Runs the registration script on the service's four keys. They share the entry's hash slot: a key tagged
     * {@code {sb:registry:S}} hashes like the untagged {@code sb:registry:S}. And they stay in the {@code sb:} key
     * space that operators grant the suite's Redis users.
     */
    private long eval(String service, String... arguments) {
        String[] command = new String[6 + arguments.length];
        command[0] = SCRIPT;
        command[1] = "4";
        command[2] = key(service);
        command[3] = "sb:{" + key(service) + "}:instances";
        command[4] = "sb:{" + key(service) + "}:lapses";
        command[5] = leftKey(service);
        System.arraycopy(arguments, 0, command, 6, arguments.length);
        return redis.execute("EVAL", command).toLong();
    }

    private static String leftKey(String service) {
        return "sb:{" + key(service) + "}:left";
    }

    private static String script() {
        try (InputStream in = ServiceRegistry.class.getClassLoader().getResourceAsStream(SCRIPT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(SCRIPT_RESOURCE + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
