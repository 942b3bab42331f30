package dev.switchboard.sessionstore.registry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
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
 * The live set of tool services. Each service keeps {@code sb:registry:SERVICE} alive with a heartbeat; a key that
 * expires takes the service out. {@code sb:registry-index} lists the names (so no SCAN is needed, which Redis Cluster
 * would not allow across nodes) and the {@code sb:registry} channel announces changes. On Redis Cluster the keys spread
 * over the shards: while one shard is out of reach, a read answers what it last read there, so a failover neither
 * takes the services registered on that shard out of the catalogue nor stops the other services' heartbeats.
 */
@Singleton
public class ServiceRegistry {

    public static final String CHANNEL = "sb:registry";
    private static final String INDEX = "sb:registry-index";
    private static final Pattern SERVICE_NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,62}");
    private static final Logger LOG = Logger.getLogger(ServiceRegistry.class);

    private static final String WITHDRAW = """
            local current = redis.call('GET', KEYS[1])
            if current and cjson.decode(current)['instanceId'] == ARGV[1] then return redis.call('DEL', KEYS[1]) end
            return 0""";

    /**
     * Writes a registration unless another instance of the service that started later holds the key: during a rolling
     * update both versions heartbeat, and the catalogue must move to the new one once, not flap between them.
     * {@code startedAt} is compared as an ISO-8601 instant with its fraction padded to nine digits (or as epoch
     * seconds when written as a number).
     */
    private static final String PUBLISH = """
            local function iso(t)
              local base, frac = string.match(t, '^([^%.Z]+)%.?(%d*)Z$')
              if not base then return t end
              return base .. '.' .. frac .. string.rep('0', 9 - #frac)
            end
            local current = redis.call('GET', KEYS[1])
            if current then
              local held = cjson.decode(current)
              if held['instanceId'] ~= ARGV[2] then
                local started = held['startedAt']
                local newer
                if type(started) == 'number' then newer = started > tonumber(ARGV[4])
                else newer = iso(tostring(started)) > ARGV[3] end
                if newer then return 0 end
              end
            end
            redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[5])
            return 1""";

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
     * Writes (or refreshes) a registration with its TTL, unless a later-started instance of the same service holds
     * it; {@code announce} also tells every gateway to resync now.
     *
     * @return false when a later-started instance holds the registration and this one was not written
     */
    public boolean publish(ServiceRegistration registration, Duration ttl, boolean announce) {
        requireValidName(registration.service());
        String value = write(registration);
        Instant started = registration.startedAt();
        String iso = started.toString();
        String padded = iso.contains(".") ? iso : iso.replace("Z", ".Z");
        int dot = padded.indexOf('.');
        String fraction = padded.substring(dot + 1, padded.length() - 1);
        String normalised = padded.substring(0, dot + 1) + fraction + "0".repeat(9 - fraction.length());
        String epoch = started.getEpochSecond() + "." + String.format("%09d", started.getNano());
        return RedisCalls.call("registry publish", () -> {
            // One key per script, so it runs on Redis Cluster too; the index is a set of its own.
            boolean written = redis.execute("EVAL", PUBLISH, "1", key(registration.service()), value,
                    registration.instanceId(), normalised, epoch, Long.toString(ttl.toMillis())).toLong() == 1;
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

    /** Removes this instance's registration (not one written since by another replica) and announces it. */
    public void withdraw(String service, String instanceId) {
        RedisCalls.run("registry withdraw", () -> {
            redis.execute("EVAL", WITHDRAW, "1", key(service), instanceId);
            redis.pubsub(String.class).publish(CHANNEL, service);
        });
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
