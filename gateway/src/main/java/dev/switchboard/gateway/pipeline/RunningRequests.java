package dev.switchboard.gateway.pipeline;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Session-era requests running on this replica, so that a {@code notifications/cancelled} POSTed to any replica stops
 * them: the cancellation is broadcast, and the replica running the request cancels it.
 */
@Singleton
class RunningRequests {

    private final Map<String, Cancellation> running = new ConcurrentHashMap<>();
    private final ReplicaBus bus;
    private final ExecutorService executor;

    RunningRequests(ReplicaBus bus, @VirtualThreads ExecutorService executor) {
        this.bus = bus;
        this.executor = executor;
    }

    void onStart(@Observes StartupEvent event) {
        bus.listen(BusMessage.CANCEL, message -> executor.execute(
                () -> cancelHere(message.session(), message.key(), "cancelled by the client")));
    }

    private static String key(String session, String requestId) {
        return session + "\n" + requestId;
    }

    /** Makes the request cancellable until the returned handle is closed. */
    AutoCloseable register(String session, String requestId, Cancellation cancellation) {
        String key = key(session, requestId);
        running.put(key, cancellation);
        return () -> running.remove(key, cancellation);
    }

    /** Asks whichever replica runs the request to cancel it. */
    void cancel(String session, String requestId) {
        bus.broadcast(new BusMessage(BusMessage.CANCEL, session, requestId, null));
    }

    private void cancelHere(String session, String requestId, String reason) {
        Cancellation cancellation = running.get(key(session, requestId));
        if (cancellation != null) {
            cancellation.cancel(reason);
        }
    }
}
