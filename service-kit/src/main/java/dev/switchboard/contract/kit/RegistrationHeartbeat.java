package dev.switchboard.contract.kit;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.ObservesAsync;
import jakarta.enterprise.inject.Instance;

import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.vertx.http.HttpServerStart;

/**
 * Keeps this service in the registry: registers once the HTTP port is known and any work the process does
 * first is over ({@link BeforeRegistration}), refreshes every heartbeat (the entry lives three heartbeats), withdraws on
 * shutdown. A
 * service whose tool or prompt names are already served by another live service does not register: it says so loudly
 * and stays unready until the clash is gone.
 */
@ApplicationScoped
public class RegistrationHeartbeat {

    private static final Logger LOG = Logger.getLogger(RegistrationHeartbeat.class);

    private final ServiceOfferings offerings;
    private final ServiceKitConfig config;
    private final ServiceRegistry registry;
    private final ObjectMapper json;
    /** What must be over before the first registration, or null. */
    private final BeforeRegistration before;
    private final String instanceId = UUID.randomUUID().toString();
    private final Instant startedAt = Instant.now();

    private volatile boolean announcePending;
    /** Set once draining (or stopping) withdrew the registration: no heartbeat may publish it again. */
    private volatile boolean withdrawn;
    private volatile boolean httpStarted;
    private volatile int optionsPort;
    private volatile String baseUrl;
    private volatile RegistrationStatus status = RegistrationStatus.pending("HTTP server not started yet");
    /** Until when the entry last published stays in the registry (its TTL), if any was published. */
    private volatile Instant listedUntil = Instant.MIN;
    /** The last heartbeat could not reach Redis: {@link #retry} tries again every second. */
    private volatile boolean storeFailed;

    RegistrationHeartbeat(ServiceOfferings offerings, ServiceKitConfig config, ServiceRegistry registry,
            ObjectMapper json, Instance<BeforeRegistration> before) {
        this.before = before.isResolvable() ? before.get() : null;
        this.offerings = offerings;
        this.config = config;
        this.registry = registry;
        this.json = json;
    }

    void onHttpStart(@ObservesAsync HttpServerStart start) {
        optionsPort = start.options().getPort();
        httpStarted = true;
        if (before != null) {
            before.start(port(), this::rehearse, this::beat);
        }
        beat();
    }

    /**
     * After a heartbeat Redis did not take, the next try comes within a second rather than a heartbeat later. The
     * entry lives three heartbeats (15 s by default) and a Redis Cluster failover takes about 9 s: waiting a whole
     * heartbeat let the entry expire, and the service drop out of every gateway's list, after a failover it had
     * outlived.
     */
    @Scheduled(every = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void retry() {
        if (storeFailed) {
            beat();
        }
    }

    @Scheduled(every = "${switchboard.service.heartbeat:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void beat() {
        if (withdrawn) {
            return;
        }
        if (baseUrl == null && httpStarted) {
            baseUrl = config.baseUrl().orElseGet(this::loopbackUrl);
        }
        if (baseUrl == null) {
            return;
        }
        String waiting = before == null ? null : before.pending();
        if (waiting != null) {
            status = RegistrationStatus.pending(waiting);
            return;
        }
        try {
            Optional<String> clash = findClash();
            if (clash.isPresent()) {
                if (!status.clashing()) {
                    LOG.errorf("NOT REGISTERED: %s. Rename the tool or stop the other service.", clash.get());
                }
                status = RegistrationStatus.clash(clash.get());
                return;
            }
            boolean announce = !status.registered() || announcePending;
            registry.publish(registration(), ttl(), announce);
            if (announce) {
                LOG.infof("Registered %s at %s with %d tool(s)", config.name(), baseUrl,
                        offerings.manifest().tools().size());
            }
            announcePending = false;
            listedUntil = Instant.now().plus(ttl());
            storeFailed = false;
            status = RegistrationStatus.registered(baseUrl);
        } catch (StoreUnavailableException e) {
            if (e.overloaded() && Instant.now().isBefore(listedUntil)) {
                // Redis is fine and still lists this service: its own pool is busy (a burst), which is no reason for
                // a probe to take it out of rotation. The next heartbeat publishes again, well within the TTL.
                if (!status.overloaded()) {
                    LOG.warnf("Heartbeat skipped, still registered until %s: %s", listedUntil, e.getMessage());
                }
                status = RegistrationStatus.overloaded(baseUrl, e.getMessage());
                return;
            }
            if (status.registered() || status.reason() == null || !status.reason().equals(e.getMessage())) {
                LOG.warnf("Registration failed, retrying every second: %s", e.getMessage());
            }
            storeFailed = true;
            status = RegistrationStatus.pending(e.getMessage());
        }
    }

    private ServiceRegistration registration() {
        ServiceRegistration registration = new ServiceRegistration(config.name(), instanceId, baseUrl, startedAt,
                json.valueToTree(offerings.manifest()));
        return config.registrationKey().map(key -> RegistrationSignature.sign(registration, key))
                .orElse(registration);
    }

    /**
     * Everything registering does except the publishing (the clash check's read of the registry, the entry's making
     * and signing), run by the warm-up every second. Left to the first registration, this code loaded classes and
     * took paths (a JSON parser class, the Redis client's types in Vert.x's futures) that the JIT had compiled the
     * request path without: it threw that code away just as the gateway's calls arrived.
     */
    void rehearse() {
        if (baseUrl == null) {
            return;
        }
        try {
            findClash();
            registration();
        } catch (StoreUnavailableException e) {
            // the first real beat reports it
        }
    }

    /** A service changed what it offers: rebuild the manifest and announce it now rather than at the next beat. */
    synchronized void onOfferingsChanged(@Observes OfferingsChanged event) {
        offerings.refresh();
        announcePending = true;
        beat();
    }

    /**
     * Draining starts (SIGTERM): leave the registry now. Gateways stop routing new calls here (to another live instance,
     * or nowhere when this was the last) while the calls in flight finish.
     */
    void onDrain(@Observes ShutdownDelayInitiatedEvent event) {
        withdraw();
    }

    /** Stopping without a drain (no delay configured): withdraw all the same. */
    void onStop(@Observes ShutdownEvent event) {
        withdraw();
    }

    private synchronized void withdraw() {
        boolean first = !withdrawn;
        withdrawn = true;
        // Whatever the status says now (a heartbeat may have just failed), an instance still listed says it leaves.
        if (first && Instant.now().isBefore(listedUntil)) {
            try {
                registry.withdraw(config.name(), instanceId);
            } catch (StoreUnavailableException e) {
                LOG.warnf("Could not withdraw the registration; it expires by itself: %s", e.getMessage());
            }
        }
    }

    public RegistrationStatus status() {
        return status;
    }

    /**
     * {@code http://127.0.0.1:<bound port>}, or null while the port is not known yet: with port 0 (tests) the server
     * options say 0 and the real port reaches the configuration a little after the start event.
     */
    private String loopbackUrl() {
        int port = port();
        return port > 0 ? "http://127.0.0.1:" + port : null;
    }

    /** The port the server listens on: its options', or with a random port the one Quarkus publishes once bound. */
    private int port() {
        if (optionsPort > 0) {
            return optionsPort;
        }
        String key = LaunchMode.current() == LaunchMode.TEST ? "quarkus.http.test-port" : "quarkus.http.port";
        return ConfigProvider.getConfig().getOptionalValue(key, Integer.class).orElse(0);
    }

    private Duration ttl() {
        return config.heartbeat().multipliedBy(3);
    }

    private Optional<String> findClash() {
        ServiceManifest mine = offerings.manifest();
        Set<String> myTools = new HashSet<>();
        mine.tools().forEach(tool -> myTools.add(tool.name()));
        Set<String> myPrompts = new HashSet<>();
        mine.prompts().forEach(prompt -> myPrompts.add(prompt.name()));
        List<ServiceRegistration> others = registry.live().stream()
                .filter(other -> !other.service().equals(config.name()))
                .toList();
        for (ServiceRegistration other : others) {
            ServiceManifest theirs;
            try {
                theirs = json.treeToValue(other.manifest(), ServiceManifest.class);
            } catch (Exception e) {
                continue;
            }
            for (var tool : theirs.tools()) {
                if (myTools.contains(tool.name())) {
                    return Optional.of("tool '" + tool.name() + "' is already served by service '" + other.service() + "'");
                }
            }
            for (var prompt : theirs.prompts()) {
                if (myPrompts.contains(prompt.name())) {
                    return Optional.of(
                            "prompt '" + prompt.name() + "' is already served by service '" + other.service() + "'");
                }
            }
        }
        return Optional.empty();
    }
}
