package dev.switchboard.discovery.catalogue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.discovery.config.DiscoveryConfig;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.search.embed.EmbedderSettings;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.VectorCache;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * Vectors of tool definitions and needs. A definition's vector is looked up in Redis by its digest (shared by every
 * replica, under {@code sb:cache:vec:all-minilm-l6-v2-q:<sha256>}) and computed only when absent, then stored there.
 * The model loads when the service starts ({@link #load}), before it registers: a definition is embedded when it is
 * registered, not when someone first searches.
 */
@Singleton
public class ToolVectors {

    private static final Logger LOG = Logger.getLogger(ToolVectors.class);
    private static final int MAX_CHARS = 2000;
    private static final int BATCH_SIZE = 32;

    private final DiscoveryConfig config;
    private final VectorCache shared;
    private final Timer batches;
    private volatile Embedder embedder;

    ToolVectors(DiscoveryConfig config, VectorCache shared, MeterRegistry metrics) {
        this.config = config;
        this.shared = shared;
        this.batches = Timer.builder("switchboard.discovery.embedding.batches")
                .description("Embedding model calls, one per batch of texts").register(metrics);
    }

    /** Loads the model and runs it once; the first need then pays for neither. */
    public synchronized void load() {
        if (embedder == null) {
            long start = System.nanoTime();
            Embedder loaded = new Embedder(new EmbedderSettings(config.embeddingThreads(), config.embeddingCacheSize(),
                    BATCH_SIZE, MAX_CHARS), batches::record);
            loaded.warmUp();
            embedder = loaded;
            LOG.infof("Embedding model loaded in %d ms", (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** The vector of a need (the model's cache answers a repeated one); needs are not shared through Redis. */
    public float[] need(String text) {
        return model().embed(text);
    }

    /** The vectors of these tool texts by digest: from Redis, else computed and stored there. */
    public Map<String, float[]> definitions(List<ToolText> texts) {
        if (texts.isEmpty()) {
            return Map.of();
        }
        Map<String, float[]> vectors = new HashMap<>(fromRedis(texts.stream().map(ToolText::digest).distinct()
                .toList()));
        List<ToolText> toCompute = new ArrayList<>();
        Set<String> seen = new HashSet<>(vectors.keySet());
        for (ToolText text : texts) {
            if (seen.add(text.digest())) {
                toCompute.add(text);
            }
        }
        if (!toCompute.isEmpty()) {
            List<float[]> computed = model().embedAll(toCompute.stream().map(ToolText::meaning).toList());
            Map<String, float[]> fresh = new HashMap<>();
            for (int i = 0; i < toCompute.size(); i++) {
                fresh.put(toCompute.get(i).digest(), computed.get(i));
            }
            vectors.putAll(fresh);
            toRedis(fresh);
        }
        return vectors;
    }

    private Map<String, float[]> fromRedis(List<String> digests) {
        try {
            Map<String, float[]> found = shared.get(Embedder.MODEL, digests);
            found.values().removeIf(vector -> vector.length != Embedder.DIMENSION);
            return found;
        } catch (StoreUnavailableException e) {
            LOG.debugf("Shared tool embeddings unreadable, computing them here: %s", e.getMessage());
            return Map.of();
        }
    }

    private void toRedis(Map<String, float[]> vectors) {
        try {
            shared.put(Embedder.MODEL, vectors, config.sharedEmbeddingTtl());
        } catch (StoreUnavailableException e) {
            LOG.debugf("Tool embeddings not shared (Redis unavailable): %s", e.getMessage());
        }
    }

    private Embedder model() {
        Embedder loaded = embedder;
        if (loaded == null) {
            load();
            loaded = embedder;
        }
        return loaded;
    }

    @PreDestroy
    void close() {
        Embedder loaded = embedder;
        if (loaded != null) {
            loaded.close();
        }
    }
}
