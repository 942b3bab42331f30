package dev.switchboard.textanalysis.summary;

/**
 * What summarizeText answers: the seed fields {@code summary}, {@code length} (code points) and
 * {@code compressionRatio} (summary over original, a percent string with one decimal such as {@code "25.0%"}), plus
 * how many sentences were kept out of how many, the original length, whether the only sentence had to be cut, and the
 * language the sentences were ranked in.
 */
public record Summary(
        String summary,
        int length,
        String compressionRatio,
        int sentenceCount,
        int originalSentenceCount,
        int originalLength,
        boolean truncated,
        String language) {
}
