package dev.switchboard.textanalysis.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import dev.switchboard.textanalysis.analysis.TextAnalysis;
import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.LanguageIdentifier;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.Segmenter;

/**
 * analyzeText on the 600-character English text bench/SideBySide.java sends, a distinct request number each time: what
 * one call of the benchmarked workload costs the analysis, without HTTP or JSON. Microseconds per call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ShortTextBenchmark {

    static final String TEXT = "Switchboard forwards every tool call to the service that owns it, and the reference "
            + "server answers the same call in process. Each request carries a distinct number, so nothing can be "
            + "answered from a cache. The statistics count sentences and words; the top words leave stop words out. "
            + "Request number ";

    private TextAnalyzer analyzer;
    private long request;

    @Setup
    public void setUp() {
        LanguageResources resources = new LanguageResources();
        analyzer = new TextAnalyzer(new DocumentReader(new Segmenter(), LanguageIdentifier.load(resources)), resources);
    }

    @Benchmark
    public TextAnalysis analyzeText() {
        return analyzer.analyze(TEXT + (request++) + ".", 10);
    }
}
