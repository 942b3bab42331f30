package dev.switchboard.discovery.config;

import java.time.Duration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Settings of the discovery service: how it ranks, how many tools a search may ask for, and how it runs the embedding
 * model. The weights were chosen on the tune part of the retrieval set (docs/tool-discovery.md).
 */
@ConfigMapping(prefix = "discovery")
public interface DiscoveryConfig {

    /** Cosine similarity below which a tool does not count as a match by meaning. */
    @WithDefault("0.25")
    double semanticFloor();

    /**
     * Weight of the meaning score in the fused score (the keyword score gets the rest). Tool definitions are short and
     * share many words (get, list, create), so meaning weighs more than in memory-service.
     */
    @WithDefault("0.7")
    double semanticWeight();

    /** Largest number of tools one search may ask for. */
    @WithDefault("50")
    int maxLimit();

    /** Threads running the embedding model; the model's own work is single-threaded per text. */
    @WithDefault("1")
    int embeddingThreads();

    /** Embeddings kept in memory for texts seen recently (needs asked again, definitions computed here). */
    @WithDefault("1000")
    int embeddingCacheSize();

    /** How long an embedding of a tool definition stays in Redis after it was last written, shared by every replica. */
    @WithDefault("30D")
    Duration sharedEmbeddingTtl();

    /**
     * How often the registry is read besides its announcements, for services whose heartbeat simply expired (the
     * scheduler reads this property).
     */
    @WithDefault("5S")
    Duration resyncInterval();
}
