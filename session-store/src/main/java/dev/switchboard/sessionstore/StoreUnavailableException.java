package dev.switchboard.sessionstore;

import io.vertx.core.http.ConnectionPoolTooBusyException;

/**
 * Redis could not be used for one interaction: callers answer 503 and never fall back to local memory. Two causes
 * need different words: Redis unreachable or not answering, and this process's Redis connection pool full with its
 * wait queue too ({@link #overloaded()}): Redis is fine, the process has more work than connections, and the client
 * should retry shortly, ideally elsewhere.
 */
public class StoreUnavailableException extends RuntimeException {

    private final boolean overloaded;
    private final boolean timedOut;

    public StoreUnavailableException(String operation, Throwable cause) {
        super(describe(operation, cause), cause);
        this.overloaded = poolFull(cause);
        this.timedOut = timeout(cause);
    }

    /**
     * True when the interaction gave up waiting: Redis did not answer in time, or the command waited in this process's
     * pool queue that long. Which of the two only a probe of Redis outside the pool can tell.
     */
    public boolean timedOut() {
        return timedOut;
    }

    /** True when every pooled Redis connection was busy and the wait queue full: overload, not an outage. */
    public boolean overloaded() {
        return overloaded;
    }

    private static String describe(String operation, Throwable cause) {
        return poolFull(cause)
                ? "Redis connection pool full (every connection busy, wait queue full) during " + operation
                : "Session store (Redis) unavailable during " + operation + ": " + rootMessage(cause);
    }

    private static boolean poolFull(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ConnectionPoolTooBusyException) {
                return true;
            }
        }
        return false;
    }

    private static boolean timeout(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.util.concurrent.TimeoutException
                    || t instanceof io.smallrye.mutiny.TimeoutException) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable cause) {
        Throwable root = cause;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
