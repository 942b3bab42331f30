package dev.switchboard.contract.kit;

/** The callers test bodies name in their {@code context}, as the internal token they are sent with names them. */
final class Callers {

    /** The gateway's anonymous caller, whom the default test token names (see {@code InternalAuthTestResource}). */
    static final String ANONYMOUS = "\"tenant\":\"anonymous\",\"subject\":\"anonymous\"";

    /** A {@code context} member naming {@link #ANONYMOUS}. */
    static final String ANONYMOUS_CONTEXT = "\"context\":{" + ANONYMOUS + "}";

    /** The caller the warm-up's own tokens name. */
    static final String WARMUP = "\"tenant\":\"switchboard-warmup\",\"subject\":\"switchboard-warmup\"";

    /** Tenant {@code t}, subject {@code s}. */
    static final String T_S = "\"tenant\":\"t\",\"subject\":\"s\"";

    private Callers() {
    }
}
