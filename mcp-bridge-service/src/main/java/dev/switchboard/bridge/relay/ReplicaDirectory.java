package dev.switchboard.bridge.relay;

import java.time.Duration;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * Where each live bridge replica can be reached ({@code sb:bridge:replica:ID} → URL, refreshed every 5 s, expiring
 * after 15 s), so a client's answer that reaches another replica is forwarded to the one holding the upstream call.
 */
@ApplicationScoped
public class ReplicaDirectory {

    private static final Logger LOG = Logger.getLogger(ReplicaDirectory.class);
    private static final Duration TTL = Duration.ofSeconds(15);

    private final RedisDataSource redis;
    private final BridgeConfig config;
    private final String id = UUID.randomUUID().toString();
    private volatile String ownUrl;

    ReplicaDirectory(RedisDataSource redis, BridgeConfig config) {
        this.redis = redis;
        this.config = config;
    }

    public String id() {
        return id;
    }

    static String key(String replicaId) {
        return "sb:bridge:replica:" + replicaId;
    }

    @Scheduled(every = "5s", delayed = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void beat() {
        String url = ownUrl();
        if (url == null) {
            return;
        }
        try {
            RedisCalls.run("bridge replica beat",
                    () -> redis.value(String.class).set(key(id), url, new SetArgs().px(TTL)));
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica heartbeat failed: %s", e.getMessage());
        }
    }

    /** The URL of another live replica; empty when it is gone or is this one. */
    Optional<String> urlOf(String replicaId) {
        if (replicaId.equals(id)) {
            return Optional.empty();
        }
        String url = RedisCalls.call("bridge replica lookup", () -> redis.value(String.class).get(key(replicaId)));
        return Optional.ofNullable(url).filter(found -> !found.equals(ownUrl()));
    }

    void onStop(@Observes ShutdownEvent event) {
        try {
            RedisCalls.run("bridge replica withdraw", () -> redis.key().del(key(id)));
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica withdrawal failed; the entry expires by itself: %s", e.getMessage());
        }
    }

    private String ownUrl() {
        if (ownUrl == null) {
            ownUrl = config.replicaUrl().orElseGet(() -> {
                String key = LaunchMode.current() == LaunchMode.TEST ? "quarkus.http.test-port" : "quarkus.http.port";
                int port = ConfigProvider.getConfig().getOptionalValue(key, Integer.class).orElse(0);
                return port > 0 ? "http://127.0.0.1:" + port : null;
            });
        }
        return ownUrl;
    }
}
