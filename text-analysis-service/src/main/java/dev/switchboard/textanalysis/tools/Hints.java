package dev.switchboard.textanalysis.tools;

/** Gateway hints shared by the tools: results depend only on the arguments, so they may be cached and repeated. */
final class Hints {

    /** An hour: results change only with a new service version (gazetteer, models). */
    static final long CACHE_TTL_MS = 3_600_000;
    /** A megabyte of text takes a few seconds on one core; leave room for a busy machine. */
    static final long TIMEOUT_MS = 30_000;
    /**
     * Texts above this many UTF-8 bytes (about a second of work, more for entities) run as a durable task when the
     * client supports tasks; smaller ones answer at once, where polling would only add latency.
     */
    static final long TASK_ABOVE_BYTES = 256 * 1024;

    private Hints() {
    }
}
