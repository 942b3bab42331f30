package dev.switchboard.search.embed;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import io.vertx.core.Context;

/**
 * Text → unit vector with all-MiniLM-L6-v2 (quantised ONNX, in process, no network). Embedding is the expensive step,
 * so it never runs on the caller's thread: requests queue for one dispatcher, which takes whatever is waiting (up to
 * the batch size) and hands the batch to the model, whose executor spreads it over the configured threads. Repeated
 * texts (a query asked again, the same content saved twice) come from a bounded cache. Loading the model takes a
 * second or two and about 100 MB of native memory, so a process builds its embedder only when it needs one.
 */
public final class Embedder implements AutoCloseable {

    /** The model's name, for caches that outlive the process (a different model makes different vectors). */
    public static final String MODEL = "all-minilm-l6-v2-q";

    /** Dimensions of every vector. */
    public static final int DIMENSION = MiniLmModel.DIMENSION;

    private static final Logger LOG = Logger.getLogger(Embedder.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private record Pending(String text, CompletableFuture<float[]> result) {
    }

    private final EmbedderSettings config;
    private final ExecutorService modelThreads;
    private final MiniLmModel model;
    private final Cache<String, float[]> cache;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread dispatcher;

    private final BatchTimer batches;

    /** Something that times each model call (a Micrometer timer in the services). */
    @FunctionalInterface
    public interface BatchTimer {

        /** Runs each batch untimed (tools and tests without metrics). */
        BatchTimer UNTIMED = new BatchTimer() {
            @Override
            public <T> T record(Supplier<T> batch) {
                return batch.get();
            }
        };

        <T> T record(Supplier<T> batch);
    }

    public Embedder(EmbedderSettings config, BatchTimer batches) {
        this.config = config;
        this.batches = batches;
        int threads = config.threads();
        this.modelThreads = Executors.newFixedThreadPool(threads, Thread.ofPlatform().daemon().name("embed-", 0)
                .factory());
        this.model = new MiniLmModel(modelThreads);
        this.cache = Caffeine.newBuilder().maximumSize(this.config.cacheSize()).build();
        this.dispatcher = Thread.ofPlatform().daemon().name("embed-dispatch").start(this::dispatch);
    }

    /** Runs the model once, so that the first real text does not pay for the native session's first run. */
    public void warmUp() {
        long start = System.nanoTime();
        embed("warm up the embedding model");
        LOG.infof("Embedding model ready (%d dimensions) in %d ms", dimension(),
                (System.nanoTime() - start) / 1_000_000);
    }

    @Override
    public void close() {
        dispatcher.interrupt();
        modelThreads.shutdownNow();
        try {
            // a native run still in progress must end before its session is freed
            if (modelThreads.awaitTermination(5, TimeUnit.SECONDS)) {
                model.close();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.warnf("Closing the embedding model's session failed: %s", e.getMessage());
        }
    }

    public int dimension() {
        return model.dimension();
    }

    /** The unit vector of {@code text} (its first {@code maxChars} characters). Blocks until it is computed. */
    public float[] embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    /**
     * The unit vectors of several texts, in order; they join whatever batch is being formed. Blocks, so it refuses to
     * run on an event-loop thread.
     */
    public List<float[]> embedAll(List<String> texts) {
        if (Context.isOnEventLoopThread()) {
            throw new IllegalStateException("Embedding blocks: call it from a worker or virtual thread, never from an "
                    + "event loop");
        }
        // The model refuses a blank text, and would fail the whole batch it joined: every caller's text in it.
        if (texts.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("Nothing to embed: a text is blank");
        }
        List<CompletableFuture<float[]>> results = new ArrayList<>(texts.size());
        for (String text : texts) {
            String input = clip(text);
            float[] cached = cache.getIfPresent(input);
            if (cached != null) {
                results.add(CompletableFuture.completedFuture(cached));
            } else {
                CompletableFuture<float[]> result = new CompletableFuture<>();
                queue.add(new Pending(input, result));
                results.add(result);
            }
        }
        List<float[]> vectors = new ArrayList<>(texts.size());
        for (CompletableFuture<float[]> result : results) {
            vectors.add(await(result));
        }
        return vectors;
    }

    private void dispatch() {
        List<Pending> batch = new ArrayList<>();
        while (!Thread.currentThread().isInterrupted()) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(batch, config.batchSize() - 1);
            run(batch);
            batch.clear();
        }
    }

    private void run(List<Pending> batch) {
        Map<String, List<CompletableFuture<float[]>>> byText = new LinkedHashMap<>();
        batch.forEach(pending -> byText.computeIfAbsent(pending.text(), ignored -> new ArrayList<>())
                .add(pending.result()));
        List<String> texts = new ArrayList<>(byText.keySet());
        try {
            List<Embedding> embeddings = batches.record(
                    () -> model.embedAll(texts.stream().map(TextSegment::from).toList()).content());
            for (int i = 0; i < texts.size(); i++) {
                float[] vector = UnitVectors.normalized(embeddings.get(i).vector());
                cache.put(texts.get(i), vector);
                byText.get(texts.get(i)).forEach(result -> result.complete(vector));
            }
        } catch (RuntimeException e) {
            LOG.errorf(e, "Embedding a batch of %d text(s) failed", texts.size());
            byText.values().forEach(results -> results.forEach(result -> result.completeExceptionally(e)));
        }
    }

    private String clip(String text) {
        if (text.length() <= config.maxChars()) {
            return text;
        }
        int end = config.maxChars();
        return Character.isHighSurrogate(text.charAt(end - 1)) ? text.substring(0, end - 1) : text.substring(0, end);
    }

    private static float[] await(CompletableFuture<float[]> result) {
        try {
            return result.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while embedding", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("Embedding failed: " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("Embedding took longer than " + TIMEOUT.toSeconds() + " s", e);
        }
    }
}
