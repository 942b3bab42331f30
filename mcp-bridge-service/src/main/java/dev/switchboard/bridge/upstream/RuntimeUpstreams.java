package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.config.Transport;
import dev.switchboard.bridge.config.UpstreamSpec;
import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * The upstreams added at run time through the gateway's admin API (kept by {@link UpstreamStore}) that name this
 * bridge's service: used as soon as a change is announced over Redis pub/sub, and re-read every
 * {@code bridge.runtime-upstreams.resync} in case an announcement was lost, so every replica follows without a
 * restart. A name the upstreams file uses stays the file's. Only {@code http} and {@code sse} upstreams are taken,
 * and no secret named by environment variable: a {@code stdio} one would run a command on every replica, and
 * {@code clientSecretEnv} would send the bridge's own variables away, which only the deployed file may do. This
 * bridge also claims its file's names in Redis, renewed while it runs, so that the admin API refuses them.
 */
@ApplicationScoped
public class RuntimeUpstreams {

    /** The service an upstream without a {@code service} field belongs to: the shared bridge. */
    public static final String SHARED_BRIDGE = "mcp-bridge";
    private static final Logger LOG = Logger.getLogger(RuntimeUpstreams.class);
    private static final Duration CLAIM = Duration.ofSeconds(30);

    private final UpstreamStore store;
    private final UpstreamSecrets secrets;
    private final Upstreams upstreams;
    private final ObjectMapper json;
    private final String service;
    private final ExecutorService reloads = Executors.newVirtualThreadPerTaskExecutor();
    /** Problems already logged, by upstream: logged again only when they change. */
    private final Map<String, String> reported = new ConcurrentHashMap<>();
    private volatile Runnable unwatch = () -> {
    };

    RuntimeUpstreams(UpstreamStore store, UpstreamSecrets secrets, Upstreams upstreams, ObjectMapper json,
            ServiceKitConfig service) {
        this.store = store;
        this.secrets = secrets;
        this.upstreams = upstreams;
        this.json = json;
        this.service = service.name();
    }

    void onStart(@Observes StartupEvent event) {
        unwatch = store.watch(name -> reloads.execute(() -> reload(name)));
        claimFileNames();
        resync();
    }

    void onStop(@Observes ShutdownEvent event) {
        unwatch.run();
        reloads.shutdownNow();
    }

    @Scheduled(every = "${bridge.runtime-upstreams.resync:15s}", delayed = "${bridge.runtime-upstreams.resync:15s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void resync() {
        try {
            Map<String, String> stored = store.all();
            Set<String> names = new TreeSet<>(stored.keySet());
            names.addAll(upstreams.runTimeNames());
            for (String name : names) {
                upstreams.useRunTime(name, Optional.ofNullable(stored.get(name)).flatMap(text -> read(name, text)));
            }
        } catch (StoreUnavailableException e) {
            LOG.debugf("Run-time upstreams not re-read (Redis unavailable); keeping the current ones: %s",
                    e.getMessage());
        }
    }

    @Scheduled(every = "10s", delayed = "10s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void claimFileNames() {
        try {
            store.claimFileNames(service, upstreams.fileNames(), Instant.now().plus(CLAIM));
        } catch (StoreUnavailableException e) {
            LOG.debugf("File upstream names not claimed now; the next attempt will: %s", e.getMessage());
        }
    }

    private synchronized void reload(String name) {
        try {
            upstreams.useRunTime(name, store.get(name).flatMap(text -> read(name, text)));
        } catch (StoreUnavailableException e) {
            LOG.debugf("Upstream %s not reloaded now; the periodic re-read will: %s", name, e.getMessage());
        }
    }

    /** The upstream stored as {@code text}, if it is this bridge's and usable; a problem is logged once. */
    private Optional<UpstreamSpec> read(String name, String text) {
        ObjectNode record;
        try {
            record = (ObjectNode) json.readTree(text);
        } catch (IOException | ClassCastException e) {
            return refuse(name, "its stored definition is not a JSON object");
        }
        if (!record.path("service").asText(SHARED_BRIDGE).equals(service)) {
            reported.remove(name);
            return Optional.empty();
        }
        if (upstreams.fileNames().contains(name)) {
            return refuse(name, "the upstreams file has an upstream of that name, which keeps it");
        }
        if (Transport.STDIO.wireName().equals(record.path("transport").asText())) {
            return refuse(name, "stdio upstreams come from the upstreams file only");
        }
        for (String credential : new String[] { "clientCredentials", "tokenExchange", "userOAuth" }) {
            if (!record.at("/" + credential + "/clientSecretEnv").isMissingNode()) {
                return refuse(name, credential + ".clientSecretEnv would send one of the bridge's own environment "
                        + "variables; a run-time upstream carries its secret itself (sealed)");
            }
        }
        try {
            UpstreamSpec spec = json.treeToValue(secrets.opened(name, record).put("name", name), UpstreamSpec.class);
            if (reported.remove(name) != null) {
                LOG.infof("Run-time upstream '%s' is usable again", name);
            }
            return Optional.of(spec);
        } catch (IOException | RuntimeException e) {
            return refuse(name, UpstreamConnection.rootMessage(e));
        }
    }

    private Optional<UpstreamSpec> refuse(String name, String problem) {
        if (!problem.equals(reported.put(name, problem))) {
            LOG.errorf("NOT CONNECTED: run-time upstream '%s': %s", name, problem);
        }
        return Optional.empty();
    }
}
