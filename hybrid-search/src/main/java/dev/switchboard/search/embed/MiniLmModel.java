package dev.switchboard.search.embed;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.Executor;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;

/**
 * all-MiniLM-L6-v2 (quantised), the same model file and tokenizer LangChain4j ships, in an ONNX Runtime session set up
 * for a service that already runs one text per thread:
 * <ul>
 * <li>one intra-op and one inter-op thread: parallelism comes from the caller's executor, one text per thread. ONNX
 * Runtime's own pool spins while it waits for work, and on a busy or constrained core that spinning takes the CPU the
 * texts need (a batch of texts on one core took 35 s instead of 55–67 s);</li>
 * <li>no CPU arena: the arena keeps the largest batch's buffers for good; without it they go back to malloc, and the
 * JVM's native-heap trimming returns them to the system (about 25 MB less resident after a load).</li>
 * </ul>
 * The vectors are those of the library's default session ({@code OnnxSessionMatchesTheLibraryDefaultTest}).
 */
final class MiniLmModel extends AbstractInProcessEmbeddingModel implements AutoCloseable {

    static final int DIMENSION = 384;
    private static final String MODEL = "all-minilm-l6-v2-q.onnx";
    private static final String TOKENIZER = "all-minilm-l6-v2-q-tokenizer.json";

    private final OrtSession session;
    private final OnnxBertBiEncoder encoder;

    MiniLmModel(Executor executor) {
        super(executor);
        OrtEnvironment environment = OrtEnvironment.getEnvironment();
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions();
                InputStream tokenizer = resource(TOKENIZER)) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.setCPUArenaAllocator(false);
            this.session = environment.createSession(bytes(MODEL), options);
            this.encoder = new OnnxBertBiEncoder(environment, session, tokenizer, PoolingMode.MEAN);
        } catch (OrtException e) {
            throw new IllegalStateException("The embedding model " + MODEL + " could not be loaded: " + e.getMessage(),
                    e);
        } catch (IOException e) {
            throw new UncheckedIOException("Reading the embedding model's " + TOKENIZER + " failed", e);
        }
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return DIMENSION;
    }

    @Override
    public void close() throws OrtException {
        session.close();
    }

    private static byte[] bytes(String name) throws IOException {
        try (InputStream in = resource(name)) {
            return in.readAllBytes();
        }
    }

    private static InputStream resource(String name) {
        InputStream in = MiniLmModel.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is not on the class path: the langchain4j-embeddings-all-minilm-"
                    + "l6-v2-q jar must be a dependency");
        }
        return in;
    }
}
