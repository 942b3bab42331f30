package dev.switchboard.search.embed;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The session options that save threads and memory (one ONNX thread, no arena) change how the model runs, never what
 * it answers: every text gets the vector LangChain4j's own session gives it.
 */
class OnnxSessionMatchesTheLibraryDefaultTest {

    @Test
    void everyTextGetsTheLibrarysVector() throws Exception {
        List<TextSegment> texts = List.of(TextSegment.from("The gateway forwards tool calls over internal REST."),
                TextSegment.from("Redis Cluster spreads sessions over its shards"),
                TextSegment.from("Die Sitzung endet, wenn der Client DELETE sendet."),
                TextSegment.from("我们使用Kubernetes部署服务。"),
                TextSegment.from("word ".repeat(600)));
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (MiniLmModel ours = new MiniLmModel(threads)) {
            List<Embedding> expected = new AllMiniLmL6V2QuantizedEmbeddingModel(threads).embedAll(texts).content();
            List<Embedding> actual = ours.embedAll(texts).content();

            assertThat(ours.dimension()).isEqualTo(MiniLmModel.DIMENSION);
            assertThat(actual).hasSameSizeAs(expected);
            for (int i = 0; i < texts.size(); i++) {
                assertThat(cosine(actual.get(i).vector(), expected.get(i).vector())).as(texts.get(i).text())
                        .isCloseTo(1.0, within(1e-5));
            }
        } finally {
            threads.shutdownNow();
        }
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        double aa = 0;
        double bb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            aa += a[i] * a[i];
            bb += b[i] * b[i];
        }
        return dot / Math.sqrt(aa * bb);
    }
}
