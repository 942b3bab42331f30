package dev.switchboard.gateway.discovery;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.search.embed.Embedder;
import dev.switchboard.search.embed.EmbedderSettings;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.VectorCache;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * Vectors of tool definitions and queries. A definition's vector is looked up in Redis by its digest (shared by every
 * replica) and computed only when absent, then stored there; a replica's index keeps the vectors it uses. The model (about 100
 * MB
 * of native memory and a second or two to load) is loaded on the first vector that must be computed: a gateway whose
 * tenants all list every tool never loads it.
 */
@Singleton
public class ToolEmbeddings {

    private static final Logger LOG = Logger.getLogger(ToolEmbeddings.class);
    private static final int MAX_CHARS = 2000;
    private static final int BATCH_SIZE = 32;

    private final GatewayConfig.Discovery config;
    private final VectorCache shared;
    private final Timer batches;
    private volatile Embedder embedder;

    ToolEmbeddings(GatewayConfig config, VectorCache shared, MeterRegistry metrics) {
        this.config = config.discovery();
        this.shared = shared;
        this.batches = Timer.builder("switchboard.discovery.embedding.batches")
                .description("Embedding model calls for tool discovery, one per batch of texts").register(metrics);
    }

    /** Whether the model has been loaded in this process (it is loaded on first need only). */
    public boolean modelLoaded() {
        return embedder != null;
    }

    /** The vector of a query (the model's cache answers a repeated one); queries are not shared through Redis. */
    float[] query(String text) {
        return model().embed(text);
    }

    /** The vectors of these tool texts by digest: from Redis, else computed and stored there. */
    Map<String, float[]> definitions(List<ToolText> texts) {
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
        if (loaded != null) {
            return loaded;
        }
        synchronized (this) {
            if (embedder == null) {
                long start = System.nanoTime();
                embedder = new Embedder(new EmbedderSettings(config.embeddingThreads(), config.embeddingCacheSize(),
                        BATCH_SIZE, MAX_CHARS), batches::record);
                LOG.infof("Tool discovery's embedding model loaded in %d ms", (System.nanoTime() - start) / 1_000_000);
            }
            return embedder;
        }
    }

    @PreDestroy
    void close() {
        Embedder loaded = embedder;
        if (loaded != null) {
            loaded.close();
        }
    }
}
