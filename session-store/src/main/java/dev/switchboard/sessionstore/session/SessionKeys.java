package dev.switchboard.sessionstore.session;

/** Redis keys of one session, hash-tagged on the session id so that all of them land in one Cluster slot. */
public final class SessionKeys {

    private SessionKeys() {
    }

    public static String session(String id) {
        return "sb:{sess:" + id + "}";
    }

    /** The replicas that took a copy of the session ({@code SessionCopies}); it slides with the session. */
    public static String copies(String id) {
        return session(id) + ":copies";
    }

    /** The resources a session subscribed to; it slides with the session. */
    public static String subscriptions(String id) {
        return session(id) + ":subs";
    }
}
