package dev.switchboard.memory.embed;

import java.util.List;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.search.embed.EmbedderSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.StartupEvent;

/**
 * The service's embedder (the shared {@link Embedder}: all-MiniLM-L6-v2 in process, batched, cached), set up from
 * {@code memory.embedding.*}, timed by {@code memory_embedding_batches}, and warmed up at start: every save and query
 * needs it.
 */
@ApplicationScoped
public class Embeddings {

    private final Embedder embedder;

    Embeddings(MemoryConfig config, MeterRegistry metrics) {
        MemoryConfig.Embedding settings = config.embedding();
        Timer batches = Timer.builder("memory.embedding.batches").description("Model calls, one per batch of texts")
                .register(metrics);
        this.embedder = new Embedder(new EmbedderSettings(
                settings.threads().orElse(Runtime.getRuntime().availableProcessors()), settings.cacheSize(),
                settings.batchSize(), settings.maxChars()), batches::record);
    }

    void warmUp(@Observes StartupEvent event) {
        embedder.warmUp();
    }

    @PreDestroy
    void stop() {
        embedder.close();
    }

    public int dimension() {
        return embedder.dimension();
    }

    /** The unit vector of {@code text}. Blocks until it is computed; refuses to run on an event loop. */
    public float[] embed(String text) {
        return embedder.embed(text);
    }

    /** The unit vectors of several texts, in order. */
    public List<float[]> embedAll(List<String> texts) {
        return embedder.embedAll(texts);
    }
}
