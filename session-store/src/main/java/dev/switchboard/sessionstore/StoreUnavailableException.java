package dev.switchboard.sessionstore;

/** Redis could not be reached or did not answer: callers answer 503 and never fall back to local memory. */
public class StoreUnavailableException extends RuntimeException {

    public StoreUnavailableException(String operation, Throwable cause) {
        super("Session store (Redis) unavailable during " + operation + ": " + rootMessage(cause), cause);
    }

    private static String rootMessage(Throwable cause) {
        Throwable root = cause;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
