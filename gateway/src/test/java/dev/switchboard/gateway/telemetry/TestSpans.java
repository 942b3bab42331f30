package dev.switchboard.gateway.telemetry;

import java.time.Duration;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import org.awaitility.Awaitility;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;

/** The gateway's spans in memory (the test profile exports to CDI exporters, synchronously), read back by trace. */
@ApplicationScoped
public class TestSpans {

    @Produces
    @Singleton
    InMemorySpanExporter exporter() {
        return InMemorySpanExporter.create();
    }

    /** Waits until the trace {@code traceId} has a span named {@code name}, and returns all of that trace's spans. */
    static List<SpanData> await(InMemorySpanExporter exporter, String traceId, String name) {
        return Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> exporter.getFinishedSpanItems().stream().filter(s -> s.getTraceId().equals(traceId))
                        .toList(), spans -> spans.stream().anyMatch(s -> s.getName().equals(name)));
    }

    /** The one span of {@code spans} named {@code name}. */
    static SpanData named(List<SpanData> spans, String name) {
        return spans.stream().filter(s -> s.getName().equals(name)).findFirst().orElseThrow();
    }

    /** A fresh W3C trace id. */
    static String newTraceId() {
        return java.util.UUID.randomUUID().toString().replace("-", "");
    }
}
