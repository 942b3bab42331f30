package dev.switchboard.bridge.upstream;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.config.UpstreamSpec;
import dev.switchboard.bridge.config.UpstreamsFile;
import dev.switchboard.bridge.relay.ActiveCalls;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;

/** The configured upstreams, in the order of the upstreams file: connected at start-up, stopped at shutdown. */
@ApplicationScoped
public class Upstreams {

    private static final Logger LOG = Logger.getLogger(Upstreams.class);

    private final List<UpstreamConnection> connections;
    private final ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("bridge-upstream-timers").daemon().factory());

    Upstreams(BridgeConfig config, ActiveCalls calls, ObjectMapper json, Event<UpstreamCatalogueChanged> changes) {
        List<UpstreamSpec> specs = config.upstreamsFile().map(file -> UpstreamsFile.read(file, json).upstreams())
                .orElse(List.of());
        TransportFactory transports = new TransportFactory(new JacksonMcpJsonMapper(new ObjectMapper()), json);
        this.connections = specs.stream()
                .map(spec -> new UpstreamConnection(spec, config, transports, calls, json, workers, timers,
                        connection -> changes.fire(new UpstreamCatalogueChanged(connection.name()))))
                .toList();
        if (specs.isEmpty()) {
            LOG.warn("No upstreams configured (set BRIDGE_UPSTREAMS_FILE): the bridge offers nothing");
        }
    }

    void onStart(@Observes StartupEvent event) {
        connections.forEach(connection -> {
            LOG.infof("Connecting upstream '%s' (%s, %s)", connection.name(), connection.spec().transport().wireName(),
                    connection.spec().address());
            connection.start();
        });
    }

    void onStop(@Observes ShutdownEvent event) {
        connections.forEach(UpstreamConnection::stop);
        timers.shutdownNow();
        workers.shutdownNow();
    }

    public List<UpstreamConnection> all() {
        return connections;
    }

    public Optional<UpstreamConnection> named(String name) {
        return connections.stream().filter(connection -> connection.name().equals(name)).findFirst();
    }
}
