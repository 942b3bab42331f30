package dev.switchboard.gateway.health;

import java.time.Duration;

/**
 * How long one Redis client's PINGs have gone unanswered, so that a slow answer is told from an outage: a PING that
 * times out may only mean a CPU too starved to read the answer in time (a burst on a small machine), while Redis that
 * has answered none for {@link #OUTAGE_AFTER} is out of reach. A broken or refused connection needs no such wait: it is
 * an outage at once, and callers say so without asking this.
 */
final class UnansweredPings {

    /** Several checks in a row (a balancer checks every second or so, each PING waits up to 2 s). */
    static final Duration OUTAGE_AFTER = Duration.ofSeconds(5);

    private long unansweredSince;
    private boolean unanswered;

    /** A PING was answered: whatever went unanswered before is over. */
    synchronized void answered() {
        unanswered = false;
    }

    /**
     * A PING sent at {@code sentAt} ({@link System#nanoTime()}) timed out; returns how long PINGs have gone unanswered
     * since the first of them that did.
     */
    synchronized Duration timedOut(long sentAt) {
        if (!unanswered) {
            unanswered = true;
            unansweredSince = sentAt;
        }
        return Duration.ofNanos(System.nanoTime() - unansweredSince);
    }

    /** Whether the PINGs that timed out cover {@link #OUTAGE_AFTER}: Redis is out of reach, not slow. */
    static boolean outage(Duration unanswered) {
        return unanswered.compareTo(OUTAGE_AFTER) >= 0;
    }
}
