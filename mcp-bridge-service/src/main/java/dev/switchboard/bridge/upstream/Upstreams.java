package dev.switchboard.bridge.upstream;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.LinkAudit;
import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.config.UpstreamSpec;
import dev.switchboard.bridge.config.UpstreamsFile;
import dev.switchboard.bridge.relay.ActiveCalls;
import dev.switchboard.sessionstore.vault.TokenVault;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;

/**
 * The upstreams this bridge connects to: those of the upstreams file, in its order, connected at start-up, then those
 * added at run time ({@link RuntimeUpstreams}), by name, connected, reconnected and stopped as they come, change and
 * go. All are stopped at shutdown.
 */
@ApplicationScoped
public class Upstreams {

    private static final Logger LOG = Logger.getLogger(Upstreams.class);

    private final BridgeConfig config;
    private final ActiveCalls calls;
    private final ObjectMapper json;
    private final Event<UpstreamCatalogueChanged> changes;
    private final TransportFactory transports;
    private final UserListedCatalogues listings;
    private final List<UpstreamConnection> fromFile;
    /** Guarded by {@code this}. */
    private final Map<String, UpstreamConnection> atRunTime = new TreeMap<>();
    private volatile List<UpstreamConnection> all;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("bridge-upstream-timers").daemon().factory());

    Upstreams(BridgeConfig config, ActiveCalls calls, ObjectMapper json, Event<UpstreamCatalogueChanged> changes,
            TokenVault vault, LinkAudit audit, UserListedCatalogues listings) {
        this.listings = listings;
        this.config = config;
        this.calls = calls;
        this.json = json;
        this.changes = changes;
        this.transports = new TransportFactory(new JacksonMcpJsonMapper(new ObjectMapper()), json,
                new TransportFactory.LinkedAccounts(vault, audit, config.userOAuth().refreshAhead()));
        List<UpstreamSpec> specs = config.upstreamsFile().map(file -> UpstreamsFile.read(file, json).upstreams())
                .orElse(List.of());
        this.fromFile = specs.stream().map(this::connection).toList();
        this.all = fromFile;
        if (specs.isEmpty()) {
            LOG.info("No upstreams file (BRIDGE_UPSTREAMS_FILE): the bridge offers the upstreams added at run time");
        }
    }

    void onStart(@Observes StartupEvent event) {
        fromFile.forEach(this::start);
    }

    void onStop(@Observes ShutdownEvent event) {
        all.forEach(UpstreamConnection::stop);
        timers.shutdownNow();
        workers.shutdownNow();
    }

    public List<UpstreamConnection> all() {
        return all;
    }

    public Optional<UpstreamConnection> named(String name) {
        return all.stream().filter(connection -> connection.name().equals(name)).findFirst();
    }

    /** The names of the upstreams file's upstreams (which run-time upstreams cannot take). */
    public List<String> fileNames() {
        return fromFile.stream().map(UpstreamConnection::name).toList();
    }

    /** The names of the run-time upstreams in use now. */
    public synchronized List<String> runTimeNames() {
        return List.copyOf(atRunTime.keySet());
    }

    /**
     * Makes the run-time upstream {@code name} be {@code spec} (empty: none): connects a new one, reconnects one whose
     * definition changed, stops one removed. Same definition: nothing happens. Blocks while an upstream stops.
     */
    void useRunTime(String name, Optional<UpstreamSpec> spec) {
        UpstreamConnection stopped;
        UpstreamConnection started = null;
        synchronized (this) {
            UpstreamConnection current = atRunTime.get(name);
            if (spec.isPresent() && current != null && current.spec().equals(spec.get())) {
                return;
            }
            if (spec.isEmpty() && current == null) {
                return;
            }
            stopped = atRunTime.remove(name);
            if (spec.isPresent()) {
                started = connection(spec.get());
                atRunTime.put(name, started);
            }
            List<UpstreamConnection> now = new ArrayList<>(fromFile);
            now.addAll(atRunTime.values());
            all = List.copyOf(now);
        }
        if (stopped != null) {
            LOG.infof("Upstream '%s' %s at run time", name, started == null ? "removed" : "changed");
            stopped.stop();
            calls.failAll(name, new UpstreamUnavailableException("Upstream MCP server '" + name + "' was "
                    + (started == null ? "removed" : "changed") + " while the call was in progress; call the tool again"));
        }
        if (started != null) {
            start(started);
        }
        changes.fire(new UpstreamCatalogueChanged(name));
    }

    private UpstreamConnection connection(UpstreamSpec spec) {
        return new UpstreamConnection(spec, config, transports, calls, json, workers, timers,
                connection -> changes.fire(new UpstreamCatalogueChanged(connection.name())), listings);
    }

    private void start(UpstreamConnection connection) {
        LOG.infof("Connecting upstream '%s' (%s, %s)", connection.name(), connection.spec().transport().wireName(),
                connection.spec().address());
        connection.start();
    }
}
