package dev.switchboard.gateway.relay;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.gateway.forward.Cancellation;

/** Session-era requests running on this replica, so a {@code notifications/cancelled} from any replica can stop them. */
@ApplicationScoped
public class RunningCalls {

    private final Map<String, Cancellation> running = new ConcurrentHashMap<>();

    private static String key(String session, String requestId) {
        return session + "\n" + requestId;
    }

    public AutoCloseable register(String session, String requestId, Cancellation cancellation) {
        String key = key(session, requestId);
        running.put(key, cancellation);
        return () -> running.remove(key, cancellation);
    }

    /** Cancels the request if it runs here; false otherwise (another replica, or already done). */
    public boolean cancel(String session, String requestId, String reason) {
        Cancellation cancellation = running.get(key(session, requestId));
        if (cancellation == null) {
            return false;
        }
        cancellation.cancel(reason);
        return true;
    }
}
