package dev.switchboard.textanalysis.summary;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Continuous LexRank (Erkan and Radev 2004): PageRank over the graph of sentences weighted by the cosine similarity
 * of their TF-IDF vectors. The graph is dense, so a document with more than {@value #MAX_GRAPH_SENTENCES} sentences is
 * first cut down to the sentences closest to its centroid; time and memory stay bounded whatever the input.
 */
final class LexRank {

    static final int MAX_GRAPH_SENTENCES = 800;
    private static final double DAMPING = 0.85;
    private static final double CONVERGENCE = 1e-7;
    private static final int MAX_ITERATIONS = 200;

    private LexRank() {
    }

    /** Sentence indices, most central first (ties: earlier sentence first). */
    static int[] rank(SentenceVectors vectors) {
        int[] candidates = candidates(vectors);
        int n = candidates.length;
        double[][] similarity = new double[n][n];
        double[] rowSums = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double s = vectors.cosine(candidates[i], candidates[j]);
                similarity[i][j] = s;
                similarity[j][i] = s;
                rowSums[i] += s;
                rowSums[j] += s;
            }
        }
        for (int i = 0; i < n; i++) {
            if (rowSums[i] > 0) {
                for (int j = 0; j < n; j++) {
                    similarity[i][j] /= rowSums[i];
                }
            }
        }
        double[] score = new double[n];
        Arrays.fill(score, 1.0 / n);
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double dangling = 0;
            for (int j = 0; j < n; j++) {
                if (rowSums[j] == 0) {
                    dangling += score[j];
                }
            }
            double[] next = new double[n];
            Arrays.fill(next, (1 - DAMPING) / n + DAMPING * dangling / n);
            for (int j = 0; j < n; j++) {
                if (rowSums[j] > 0) {
                    double share = DAMPING * score[j];
                    double[] row = similarity[j];
                    for (int i = 0; i < n; i++) {
                        next[i] += share * row[i];
                    }
                }
            }
            double change = 0;
            for (int i = 0; i < n; i++) {
                change += Math.abs(next[i] - score[i]);
            }
            score = next;
            if (change < CONVERGENCE) {
                break;
            }
        }
        double[] finalScore = score;
        return IntStream.range(0, n).boxed()
                .sorted(Comparator.<Integer> comparingDouble(i -> -finalScore[i]).thenComparingInt(i -> candidates[i]))
                .mapToInt(i -> candidates[i])
                .toArray();
    }

    private static int[] candidates(SentenceVectors vectors) {
        int n = vectors.size();
        if (n <= MAX_GRAPH_SENTENCES) {
            return IntStream.range(0, n).toArray();
        }
        double[] centrality = vectors.centroidSimilarity();
        return IntStream.range(0, n).boxed()
                .sorted(Comparator.<Integer> comparingDouble(i -> -centrality[i]).thenComparingInt(i -> i))
                .limit(MAX_GRAPH_SENTENCES)
                .mapToInt(Integer::intValue)
                .sorted()
                .toArray();
    }
}
