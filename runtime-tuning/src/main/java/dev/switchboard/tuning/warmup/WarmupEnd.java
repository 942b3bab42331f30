package dev.switchboard.tuning.warmup;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * When a warm-up before readiness ends (the gateway's and every tool service's): once it has run its shortest
 * duration and the JIT compilers have gone quiet, that is, spent less than {@code quietShare} of each of three
 * consecutive seconds compiling ({@link CompilationMXBean#getTotalCompilationTime}, summed over the compiler threads);
 * or once it has run its longest; or after 5 s in which calls failed and none succeeded (a warm-up that cannot work
 * must not hold readiness back). A JVM that does not report compile time ends at the shortest duration.
 */
public final class WarmupEnd {

    private static final int QUIET_SECONDS = 3;
    private static final Duration HOPELESS_AFTER = Duration.ofSeconds(5);

    private final CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
    private final boolean measurable = compiler != null && compiler.isCompilationTimeMonitoringSupported();
    private final Duration shortest;
    private final Duration longest;
    private final long quietMsPerSecond;
    private final long startedAt = System.nanoTime();
    private long compiled;
    private long sampledAt = startedAt;
    private int quietFor;

    public WarmupEnd(Duration shortest, Duration longest, double quietShare) {
        this.shortest = shortest;
        this.longest = longest;
        this.quietMsPerSecond = Math.round(quietShare * 1000);
        this.compiled = measurable ? compiler.getTotalCompilationTime() : 0;
    }

    /**
     * Takes a sample (call it about once a second), given the warm-up's calls answered and failed so far: why the
     * warm-up is over, or null while it goes on.
     */
    public String check(long answered, long failed) {
        long now = System.nanoTime();
        if (measurable) {
            long total = compiler.getTotalCompilationTime();
            double seconds = Math.max(1e-3, (now - sampledAt) / 1e9);
            quietFor = (total - compiled) / seconds < quietMsPerSecond ? quietFor + 1 : 0;
            compiled = total;
        }
        sampledAt = now;
        Duration elapsed = elapsed();
        if (answered == 0 && failed > 0 && elapsed.compareTo(HOPELESS_AFTER) >= 0) {
            return "no call succeeded";
        }
        if (elapsed.compareTo(shortest) >= 0 && (!measurable || quietFor >= QUIET_SECONDS)) {
            return measurable ? "the compiler went quiet" : "this JVM does not report compile time";
        }
        if (elapsed.compareTo(longest) >= 0) {
            return "the longest warm-up passed with the compiler still busy";
        }
        return null;
    }

    public Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startedAt);
    }
}
