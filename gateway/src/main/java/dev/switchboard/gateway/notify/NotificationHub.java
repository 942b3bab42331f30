package dev.switchboard.gateway.notify;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogChanged;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.protocol.CacheHint;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.task.TaskViews;
import dev.switchboard.gateway.tenant.TenantChanged;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.gateway.tenant.TenantView;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.notify.ResourceUpdate;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.sessionstore.task.TaskChange;
import dev.switchboard.sessionstore.task.TaskEvents;
import dev.switchboard.sessionstore.task.TaskStore;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * The streams open on this replica that receive notifications outside any request, and the fan-out to them. Every
 * replica learns about catalogue changes from the registry and about resource updates from Redis pub/sub, and tells
 * its own streams: a client is notified whichever replica holds its stream, exactly once. Messages other replicas
 * route to a 2024-11-05 stream held here arrive over the replica bus.
 */
@ApplicationScoped
public class NotificationHub {

    private static final Logger LOG = Logger.getLogger(NotificationHub.class);
    /** Listen streams one replica keeps open at most. */
    public static final int MAX_LISTENERS = 1024;

    private final Map<String, SessionStream> sessionStreams = new ConcurrentHashMap<>();
    private final Set<ListenStream> listeners = ConcurrentHashMap.newKeySet();
    private final ResourceUpdates resourceUpdates;
    private final ToolCatalog catalog;
    private final TenantDirectory tenants;
    private final SessionSideKeys sideKeys;
    private final ReplicaBus bus;
    private final ResultShaper shaper;
    private final TaskEvents taskEvents;
    private final TaskStore tasks;
    private final ExecutorService executor;
    private final ObjectMapper json;

    NotificationHub(ResourceUpdates resourceUpdates, ToolCatalog catalog, TenantDirectory tenants,
            SessionSideKeys sideKeys, ReplicaBus bus, ResultShaper shaper, TaskEvents taskEvents, TaskStore tasks,
            @VirtualThreads ExecutorService executor, ObjectMapper json, MeterRegistry metrics) {
        Gauge.builder("switchboard.streams.open", sessionStreams, Map::size).tag("kind", "session")
                .description("Session-era GET streams this replica holds").register(metrics);
        Gauge.builder("switchboard.streams.open", listeners, Set::size).tag("kind", "listen")
                .description("2026-07-28 listen streams this replica holds").register(metrics);
        this.resourceUpdates = resourceUpdates;
        this.taskEvents = taskEvents;
        this.tasks = tasks;
        this.catalog = catalog;
        this.tenants = tenants;
        this.sideKeys = sideKeys;
        this.bus = bus;
        this.shaper = shaper;
        this.executor = executor;
        this.json = json;
    }

    void onStart(@Observes StartupEvent event) {
        resourceUpdates.watch(update -> executor.execute(() -> resourceUpdated(update)));
        taskEvents.watch(change -> executor.execute(() -> taskChanged(change)));
        bus.listen(BusMessage.OUTBOUND, message -> executor.execute(() -> {
            if (message.payload() instanceof ObjectNode outbound && !deliver(message.session(), outbound)) {
                LOG.debugf("No stream here for session %s; message dropped", message.session());
            }
        }));
    }

    /**
     * When the replica starts to drain, the streams it holds that would never end by themselves end now, so they
     * neither hold the drain nor get cut later without a word: listen streams finish with their result (the client
     * listens again, elsewhere), session streams close (the client reconnects with {@code Last-Event-ID} and any
     * replica replays from the shared log).
     */
    void onDrain(@Observes ShutdownDelayInitiatedEvent event) {
        LOG.infof("Draining: ending %d listen stream(s) and %d session stream(s)", listeners.size(),
                sessionStreams.size());
        for (ListenStream listener : listeners) {
            listener.out().finish(JsonRpc.result(listener.subscriptionId(),
                    shaper.modern(ListenStream.closingResult(listener.subscriptionId()), CacheHint.NONE)));
        }
        for (SessionStream stream : List.copyOf(sessionStreams.values())) {
            stream.sse().close();
        }
    }

    /** Makes {@code stream} the session's stream on this replica; it leaves when the client disconnects. */
    public void attach(SessionStream stream) {
        sessionStreams.put(stream.sessionId(), stream);
        stream.sse().onClose(() -> sessionStreams.remove(stream.sessionId(), stream));
    }

    /** Adds a listen stream, or false when this replica already holds the maximum. */
    public boolean attach(ListenStream listener) {
        if (listeners.size() >= MAX_LISTENERS) {
            return false;
        }
        listeners.add(listener);
        listener.out().onClientGone(() -> listeners.remove(listener));
        return true;
    }

    /** Closes the session's stream if this replica holds it (the session ended). */
    public void close(String sessionId) {
        SessionStream stream = sessionStreams.remove(sessionId);
        if (stream != null) {
            stream.sse().close();
        }
    }

    /** Sends a message on the session's stream if this replica holds it; false otherwise. */
    public boolean deliver(String sessionId, ObjectNode message) {
        SessionStream stream = sessionStreams.get(sessionId);
        if (stream == null || !stream.sse().isOpen()) {
            return false;
        }
        stream.send(message);
        return true;
    }

    /**
     * Sends a message on the session's stream, whichever replica holds it: here if this one does, otherwise to every
     * replica, of which only the holder sends it. Dropped when the session has no stream open.
     */
    public void notifySession(String sessionId, ObjectNode message) {
        if (!deliver(sessionId, message)) {
            bus.broadcast(new BusMessage(BusMessage.OUTBOUND, sessionId, null, message));
        }
    }

    /**
     * The catalogue changed: each stream hears of the lists its own tenant sees differently, so a tool one tenant's
     * policy hides appears and disappears without its sessions noticing (nor learning it exists).
     */
    void onCatalogChanged(@Observes CatalogChanged change) {
        Map<String, ListChanges> byTenant = new HashMap<>();
        announce(tenant -> byTenant.computeIfAbsent(tenant, unused -> {
            Optional<TenantRecord> record = tenants.find(tenant);
            return ListChanges.between(TenantView.of(change.previous(), tenant, record),
                    TenantView.of(change.current(), tenant, record));
        }));
    }

    /**
     * A tenant's policy changed: its streams hear of the lists it now sees differently; no other tenant's do. A tenant
     * that ended (deleted, or made again) has its streams here ended instead: session streams close (their sessions
     * are gone or another incarnation's), listen streams finish as when the replica drains.
     */
    void onTenantChanged(@Observes TenantChanged change) {
        if (change.ended()) {
            endStreamsOf(change.tenant());
            return;
        }
        CatalogSnapshot snapshot = catalog.snapshot();
        // A caller-dependent list is filtered by the resource rules at request time: new rules may change it.
        boolean resourceRules = !snapshot.callerDependentResources().isEmpty() && !Objects.equals(
                change.before().map(TenantRecord::resources), change.after().map(TenantRecord::resources));
        ListChanges changes = ListChanges.between(TenantView.of(snapshot, change.tenant(), change.before()),
                TenantView.of(snapshot, change.tenant(), change.after())).orResources(resourceRules);
        announce(tenant -> tenant.equals(change.tenant()) ? changes : ListChanges.NONE);
    }

    private void endStreamsOf(String tenant) {
        int ended = 0;
        for (SessionStream stream : List.copyOf(sessionStreams.values())) {
            if (stream.tenant().equals(tenant)) {
                stream.sse().close();
                ended++;
            }
        }
        for (ListenStream listener : List.copyOf(listeners)) {
            if (listener.tenant().equals(tenant) && listeners.remove(listener)) {
                listener.out().finish(JsonRpc.result(listener.subscriptionId(),
                        shaper.modern(ListenStream.closingResult(listener.subscriptionId()), CacheHint.NONE)));
                ended++;
            }
        }
        if (ended > 0) {
            LOG.infof("Tenant %s ended: %d stream(s) of it on this replica ended", tenant, ended);
        }
    }

    private void announce(Function<String, ListChanges> changesOf) {
        for (SessionStream stream : sessionStreams.values()) {
            for (String method : changesOf.apply(stream.tenant()).methods()) {
                safely(() -> stream.send(JsonRpc.notification(method, null)));
            }
        }
        for (ListenStream listener : listeners) {
            for (String method : changesOf.apply(listener.tenant()).methodsFor(listener)) {
                listener.out().send(listener.tagged(method, json.createObjectNode()));
            }
        }
    }

    /** A resource changed: its subscribers hear of it, but only those of the tenant it belongs to (if any). */
    private void resourceUpdated(ResourceUpdate update) {
        String uri = update.uri();
        ObjectNode params = json.createObjectNode().put("uri", uri);
        for (SessionStream stream : sessionStreams.values()) {
            safely(() -> {
                if (update.visibleTo(stream.tenant()) && sideKeys.subscribed(stream.sessionId(), uri)) {
                    stream.send(JsonRpc.notification("notifications/resources/updated", params));
                }
            });
        }
        for (ListenStream listener : listeners) {
            if (update.visibleTo(listener.tenant()) && listener.resourceUris().contains(uri)) {
                listener.out().send(listener.tagged("notifications/resources/updated", params.deepCopy()));
            }
        }
    }

    /**
     * A task moved: the listen streams that asked for it get {@code notifications/tasks} (what {@code tasks/get} would
     * answer now); the session it was created in gets 2025-11-25's {@code notifications/tasks/status} on its stream.
     */
    private void taskChanged(TaskChange change) {
        List<ListenStream> listening = listeners.stream().filter(l -> l.taskIds().contains(change.taskId()))
                .toList();
        SessionStream session = change.session() == null ? null : sessionStreams.get(change.session());
        if (listening.isEmpty() && session == null) {
            return;
        }
        safely(() -> tasks.load(change.taskId()).ifPresent(task -> {
            for (ListenStream listener : listening) {
                listener.out().send(listener.tagged("notifications/tasks", TaskViews.detailed(task)));
            }
            if (session != null) {
                session.send(JsonRpc.notification("notifications/tasks/status", TaskViews.sessionEra(task)));
            }
        }));
    }

    private static void safely(Runnable send) {
        try {
            send.run();
        } catch (StoreUnavailableException e) {
            LOG.warnf("Notification not delivered: %s", e.getMessage());
        }
    }
}
