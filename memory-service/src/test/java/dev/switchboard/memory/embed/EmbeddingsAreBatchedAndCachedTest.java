package dev.switchboard.memory.embed;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class EmbeddingsAreBatchedAndCachedTest {

    @Inject
    Embeddings embeddings;

    @Inject
    MeterRegistry metrics;

    private long batches() {
        return metrics.get("memory.embedding.batches").timer().count();
    }

    @Test
    void aTextSeenBeforeIsAnsweredFromTheCache() {
        String text = "cache me " + System.nanoTime();
        float[] first = embeddings.embed(text);
        long before = batches();

        float[] again = embeddings.embed(text);

        assertThat(batches()).isEqualTo(before);
        assertThat(again).isSameAs(first);
        double length = 0;
        for (float value : first) {
            length += value * value;
        }
        assertThat(length).isCloseTo(1.0, within(1e-4));
        assertThat(first).hasSize(embeddings.dimension());
    }

    @Test
    void textsWaitingTogetherShareModelCalls() throws Exception {
        int texts = 32;
        long before = batches();
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<float[]>> results = new ArrayList<>();
        try (ExecutorService callers = Executors.newFixedThreadPool(texts)) {
            for (int i = 0; i < texts; i++) {
                String text = "batch member " + i + " " + System.nanoTime();
                results.add(CompletableFuture.supplyAsync(() -> {
                    await(start);
                    return embeddings.embed(text);
                }, callers));
            }
            start.countDown();
            for (CompletableFuture<float[]> result : results) {
                assertThat(result.get()).hasSize(embeddings.dimension());
            }
        }
        assertThat(batches() - before).isLessThan(texts);
    }

    @Test
    void aBlankTextIsRefusedBeforeItJoinsABatch() {
        long before = batches();

        assertThatThrownBy(() -> embeddings.embed("  \n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blank");
        assertThat(batches()).isEqualTo(before);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
