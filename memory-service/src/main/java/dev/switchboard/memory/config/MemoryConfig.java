package dev.switchboard.memory.config;

import java.time.Duration;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Memory-service settings ({@code memory.*}; environment variables {@code MEMORY_*}). */
@ConfigMapping(prefix = "memory")
public interface MemoryConfig {

    Limits limits();

    /** How long a memory is kept after it was saved; absent: until it is deleted. */
    Optional<Duration> retention();

    Search search();

    Index index();

    Embedding embedding();

    /** What one memory and one space may hold. */
    interface Limits {

        /** Largest {@code content} of one memory, in bytes of its JSON (UTF-8). */
        @WithDefault("16K")
        MemorySize maxRecordSize();

        /** Most memories one space holds; a save beyond it is refused until some are deleted or expire. */
        @WithDefault("10000")
        int maxRecordsPerSpace();

        /** Most tags on one memory. */
        @WithDefault("20")
        int maxTags();
    }

    /** How {@code query_memory} ranks and cuts its results. */
    interface Search {

        /** Results of {@code query_memory} when the caller gives no {@code limit}. */
        @WithDefault("10")
        int defaultLimit();

        /** Largest {@code limit} accepted. */
        @WithDefault("50")
        int maxLimit();

        /** Cosine similarity below which a memory does not count as a semantic match. */
        @WithDefault("0.25")
        double semanticFloor();

        /** Weight of the semantic score in the fused score (the keyword score gets the rest). */
        @WithDefault("0.6")
        double semanticWeight();
    }

    /** Each replica's in-memory search index of the spaces it serves. */
    interface Index {

        /** Memories this replica keeps indexed in memory, over all spaces; least recently used spaces leave first. */
        @WithDefault("100000")
        int maxRecords();

        /** Changes a space's log keeps for other replicas to catch up; a replica further behind reloads the space. */
        @WithDefault("1000")
        int changeLogLength();
    }

    /** The embedding model that runs inside the service. */
    interface Embedding {

        /** Embeddings kept for texts seen recently (saved contents and queries). */
        @WithDefault("10000")
        int cacheSize();

        /** Most texts embedded together in one batch. */
        @WithDefault("16")
        int batchSize();

        /** Threads running the model; defaults to the number of processors. */
        Optional<Integer> threads();

        /** Characters of a text given to the model (the model reads about 256 word pieces). */
        @WithDefault("2000")
        int maxChars();
    }
}
