package dev.switchboard.gateway.handler;

import java.util.concurrent.atomic.LongAdder;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Whether one tool's results earn their place in the result cache on this replica. A cached call that misses costs
 * two round trips to the cache Redis (the read, then the write), more than a third of the gateway's work on a call;
 * for a tool whose calls never repeat their arguments that is all cost and no gain.
 * <p>
 * After {@value #WINDOW} reads with under 1 % hits, the tool's calls step aside from the cache, except for arguments
 * this replica saw lately (the second call with the same arguments reads and writes as before, so a repeated call is
 * still answered from the cache from its third time on) and one call in {@value #SAMPLE}, which keeps measuring. When
 * the reads made while stepping aside find 5 % hits again, every call uses the cache again. The state is per
 * replica: replicas learn alone, as with the circuits.
 */
final class CacheUse {

    static final int WINDOW = 256;
    static final int SAMPLE = 32;
    /** Arguments remembered while stepping aside (digests); the table empties when it is half full. */
    private static final int RECENT_SLOTS = 2048;

    private final LongAdder skipped = new LongAdder();
    private boolean steppingAside;
    private int reads;
    private int hits;
    private long calls;
    private long[] recent;
    private int remembered;

    /**
     * A cheap 64-bit fingerprint of a call's arguments, for remembering them while stepping aside: the tree's own hash
     * (an object's is its members' sum, so the order of names does not matter), spread over 64 bits. Two arguments
     * that collide only cost one more cache read.
     */
    static long fingerprint(JsonNode arguments) {
        long mixed = arguments.hashCode() * 0x9E3779B97F4A7C15L;
        return mixed ^ (mixed >>> 29);
    }

    /** Whether a call whose arguments have {@code digest} should read the cache (and write it after a miss). */
    synchronized boolean admits(long digest) {
        if (!steppingAside) {
            return true;
        }
        if (seenBefore(digest) || ++calls % SAMPLE == 0) {
            return true;
        }
        skipped.increment();
        return false;
    }

    /** The outcome of a read this tracker admitted. */
    synchronized void read(boolean hit) {
        reads++;
        if (hit) {
            hits++;
        }
        if (!steppingAside && reads >= WINDOW) {
            steppingAside = hits * 100 < reads;
            reads = 0;
            hits = 0;
        } else if (steppingAside && reads >= WINDOW / 4) {
            steppingAside = hits * 20 < reads;
            reads = 0;
            hits = 0;
            if (!steppingAside) {
                recent = null;
                remembered = 0;
            }
        }
    }

    synchronized boolean steppingAside() {
        return steppingAside;
    }

    /** Calls that did not touch the cache because it stepped aside. */
    double skipped() {
        return skipped.sum();
    }

    /** True if {@code digest} was remembered; remembers it otherwise. */
    private boolean seenBefore(long digest) {
        if (recent == null || remembered >= RECENT_SLOTS / 2) {
            recent = new long[RECENT_SLOTS];
            remembered = 0;
        }
        long key = digest | 1;
        int slot = (int) (key ^ (key >>> 32)) & (RECENT_SLOTS - 1);
        while (recent[slot] != 0) {
            if (recent[slot] == key) {
                return true;
            }
            slot = (slot + 1) & (RECENT_SLOTS - 1);
        }
        recent[slot] = key;
        remembered++;
        return false;
    }
}
