package dev.switchboard.gateway.notify;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogChanged;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * The streams open on this replica that receive notifications outside any request, and the fan-out to them. Every
 * replica learns about catalogue changes from the registry and about resource updates from Redis pub/sub, and tells
 * its own streams: a client is notified whichever replica holds its stream, exactly once.
 */
@ApplicationScoped
public class NotificationHub {

    private static final Logger LOG = Logger.getLogger(NotificationHub.class);
    /** Listen streams one replica keeps open at most. */
    public static final int MAX_LISTENERS = 1024;

    private final Map<String, SessionStream> sessionStreams = new ConcurrentHashMap<>();
    private final Set<ListenStream> listeners = ConcurrentHashMap.newKeySet();
    private final ResourceUpdates resourceUpdates;
    private final SessionSideKeys sideKeys;
    private final ExecutorService executor;
    private final ObjectMapper json;

    NotificationHub(ResourceUpdates resourceUpdates, SessionSideKeys sideKeys, @VirtualThreads ExecutorService executor,
            ObjectMapper json) {
        this.resourceUpdates = resourceUpdates;
        this.sideKeys = sideKeys;
        this.executor = executor;
        this.json = json;
    }

    void onStart(@Observes StartupEvent event) {
        resourceUpdates.watch(uri -> executor.execute(() -> resourceUpdated(uri)));
    }

    void onStop(@Observes ShutdownEvent event) {
        for (ListenStream listener : listeners) {
            ObjectNode meta = JsonNodeFactory.instance.objectNode();
            meta.set(MetaKeys.SUBSCRIPTION_ID, listener.subscriptionId());
            ObjectNode result = JsonNodeFactory.instance.objectNode().put("resultType", "complete");
            result.set("_meta", meta);
            listener.sse().event(null, "message", JsonRpc.result(listener.subscriptionId(), result).toString());
            listener.sse().close();
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
        listener.sse().onClose(() -> listeners.remove(listener));
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

    void onCatalogChanged(@Observes CatalogChanged change) {
        notifyLists(change.tools(), "notifications/tools/list_changed", ListenStream::tools);
        notifyLists(change.prompts(), "notifications/prompts/list_changed", ListenStream::prompts);
        notifyLists(change.resources(), "notifications/resources/list_changed", ListenStream::resources);
    }

    private void notifyLists(boolean changed, String method, java.util.function.Predicate<ListenStream> optedIn) {
        if (!changed) {
            return;
        }
        for (SessionStream stream : sessionStreams.values()) {
            safely(() -> stream.send(JsonRpc.notification(method, null)));
        }
        for (ListenStream listener : listeners) {
            if (optedIn.test(listener)) {
                listener.sse().event(null, "message", tagged(listener, method, json.createObjectNode()).toString());
            }
        }
    }

    private void resourceUpdated(String uri) {
        ObjectNode params = json.createObjectNode().put("uri", uri);
        for (SessionStream stream : sessionStreams.values()) {
            safely(() -> {
                if (sideKeys.subscribed(stream.sessionId(), uri)) {
                    stream.send(JsonRpc.notification("notifications/resources/updated", params));
                }
            });
        }
        for (ListenStream listener : listeners) {
            if (listener.resourceUris().contains(uri)) {
                listener.sse().event(null, "message",
                        tagged(listener, "notifications/resources/updated", params.deepCopy()).toString());
            }
        }
    }

    private static ObjectNode tagged(ListenStream listener, String method, ObjectNode params) {
        ObjectNode meta = params.putObject("_meta");
        meta.set(MetaKeys.SUBSCRIPTION_ID, listener.subscriptionId());
        return JsonRpc.notification(method, params);
    }

    private static void safely(Runnable send) {
        try {
            send.run();
        } catch (StoreUnavailableException e) {
            LOG.warnf("Notification not delivered: %s", e.getMessage());
        }
    }
}
