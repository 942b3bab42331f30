package dev.switchboard.textanalysis.bench;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link TextAnalysisBenchmark} and prints megabytes per second per corpus, with each tool's throughput as a
 * share of the bare ICU pass. Run lengths come from system properties {@code bench.forks}, {@code bench.warmups},
 * {@code bench.iterations} and {@code bench.seconds}.
 */
public final class BenchmarkMain {

    private BenchmarkMain() {
    }

    public static void main(String[] args) throws RunnerException {
        int seconds = Integer.getInteger("bench.seconds", 5);
        if (Boolean.getBoolean("bench.short")) {
            shortText(seconds);
            return;
        }
        Collection<RunResult> results = new Runner(options(TextAnalysisBenchmark.class, seconds, "-Xmx2g")).run();

        Map<String, Double> icu = new HashMap<>();
        Map<String, Integer> bytes = new HashMap<>();
        for (String corpus : new String[] { "en", "zh" }) {
            bytes.put(corpus, TextAnalysisBenchmark.text(corpus).getBytes(StandardCharsets.UTF_8).length);
        }
        for (RunResult result : results) {
            if (method(result).equals("icuSegmentation")) {
                icu.put(corpus(result), megabytesPerSecond(result, bytes));
            }
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "%-16s %-6s %10s %10s %14s%n", "benchmark", "corpus", "MB/s", "± MB/s",
                "share of ICU");
        for (RunResult result : results) {
            String corpus = corpus(result);
            double rate = megabytesPerSecond(result, bytes);
            double error = result.getPrimaryResult().getScoreError() * bytes.get(corpus) / 1e6;
            System.out.printf(Locale.ROOT, "%-16s %-6s %10.2f %10.2f %13.1f%%%n", method(result), corpus, rate,
                    error, 100 * rate / icu.get(corpus));
        }
    }

    /** {@link ShortTextBenchmark}: microseconds per analyzeText call of the side-by-side workload. */
    private static void shortText(int seconds) throws RunnerException {
        for (RunResult result : new Runner(options(ShortTextBenchmark.class, seconds, "-Xmx512m")).run()) {
            System.out.printf(Locale.ROOT, "%n%s: %.1f µs per call (± %.1f)%n", method(result),
                    result.getPrimaryResult().getScore(), result.getPrimaryResult().getScoreError());
        }
    }

    /** The run length of the bench.* properties, for one benchmark class in a forked JVM with {@code heap}. */
    private static Options options(Class<?> benchmark, int seconds, String heap) {
        return new OptionsBuilder()
                .include(benchmark.getName())
                .forks(Integer.getInteger("bench.forks", 1))
                .warmupIterations(Integer.getInteger("bench.warmups", 2))
                .warmupTime(TimeValue.seconds(seconds))
                .measurementIterations(Integer.getInteger("bench.iterations", 3))
                .measurementTime(TimeValue.seconds(seconds))
                .jvmArgsAppend(heap)
                .build();
    }

    private static double megabytesPerSecond(RunResult result, Map<String, Integer> bytes) {
        return result.getPrimaryResult().getScore() * bytes.get(corpus(result)) / 1e6;
    }

    private static String method(RunResult result) {
        String label = result.getParams().getBenchmark();
        return label.substring(label.lastIndexOf('.') + 1);
    }

    private static String corpus(RunResult result) {
        return result.getParams().getParam("corpus");
    }
}
