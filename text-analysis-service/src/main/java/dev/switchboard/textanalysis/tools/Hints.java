package dev.switchboard.textanalysis.tools;

/** Gateway hints shared by the tools: results depend only on the arguments, so they may be cached and repeated. */
final class Hints {

    /** An hour: results change only with a new service version (gazetteer, models). */
    static final long CACHE_TTL_MS = 3_600_000;
    /** A megabyte of text takes a few seconds on one core; leave room for a busy machine. */
    static final long TIMEOUT_MS = 30_000;

    private Hints() {
    }
}
