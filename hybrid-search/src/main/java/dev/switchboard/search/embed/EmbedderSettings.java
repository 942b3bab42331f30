package dev.switchboard.search.embed;

/**
 * How an {@link Embedder} runs: model threads, texts remembered, texts per model call, characters read of a text.
 *
 * @param threads threads running the model
 * @param cacheSize embeddings kept for texts seen recently
 * @param batchSize most texts embedded together in one model call
 * @param maxChars characters of a text given to the model (it reads about 256 word pieces)
 */
public record EmbedderSettings(int threads, int cacheSize, int batchSize, int maxChars) {

    public EmbedderSettings {
        if (threads < 1 || cacheSize < 0 || batchSize < 1 || maxChars < 1) {
            throw new IllegalArgumentException("Embedder settings out of range: threads " + threads + ", cache "
                    + cacheSize + ", batch " + batchSize + ", characters " + maxChars);
        }
    }
}
