package dev.switchboard.textanalysis.summary;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import dev.switchboard.textanalysis.analysis.TextAnalyzer;
import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.language.Stemmer;
import dev.switchboard.textanalysis.text.Folding;
import dev.switchboard.textanalysis.text.Sentences;
import dev.switchboard.textanalysis.text.Words;

/**
 * TF-IDF vectors of a document's sentences over stemmed, case-folded content words (stop words of each word's language
 * removed), stored sparse and sorted by term id so two vectors meet in one merge pass.
 */
final class SentenceVectors {

    private final int[][] terms;
    private final double[][] weights;
    private final double[] norms;
    private final int termCount;

    private SentenceVectors(int[][] terms, double[][] weights, double[] norms, int termCount) {
        this.terms = terms;
        this.weights = weights;
        this.norms = norms;
        this.termCount = termCount;
    }

    static SentenceVectors of(Document document, LanguageResources resources) {
        Words words = document.words();
        Sentences sentences = document.sentences();
        Map<String, Integer> termIds = new HashMap<>();
        Map<String, Stemmer> stemmers = new HashMap<>();
        int[][] terms = new int[sentences.size()][];
        int[][] counts = new int[sentences.size()][];
        for (int s = 0; s < sentences.size(); s++) {
            Map<Integer, Integer> tf = new HashMap<>();
            int first = sentences.firstWord(s);
            for (int w = first; w < first + sentences.wordCount(s); w++) {
                if (!words.hasLetter(w) || words.length(w) > TextAnalyzer.MAX_TERM_LENGTH) {
                    continue;
                }
                String language = document.languageOfWord(w);
                String folded = Folding.fold(words.text(w));
                if (resources.isStopWord(language, folded)) {
                    continue;
                }
                String stem = stemmers.computeIfAbsent(language, resources::stemmer).stem(folded);
                Integer id = termIds.computeIfAbsent(stem, t -> termIds.size());
                tf.merge(id, 1, Integer::sum);
            }
            int[] ids = tf.keySet().stream().mapToInt(Integer::intValue).sorted().toArray();
            int[] tfs = new int[ids.length];
            for (int k = 0; k < ids.length; k++) {
                tfs[k] = tf.get(ids[k]);
            }
            terms[s] = ids;
            counts[s] = tfs;
        }
        int[] documentFrequency = new int[termIds.size()];
        for (int[] ids : terms) {
            for (int id : ids) {
                documentFrequency[id]++;
            }
        }
        double[][] weights = new double[terms.length][];
        double[] norms = new double[terms.length];
        for (int s = 0; s < terms.length; s++) {
            weights[s] = new double[terms[s].length];
            double squares = 0;
            for (int k = 0; k < terms[s].length; k++) {
                double idf = Math.log((1.0 + terms.length) / (1.0 + documentFrequency[terms[s][k]])) + 1;
                weights[s][k] = counts[s][k] * idf;
                squares += weights[s][k] * weights[s][k];
            }
            norms[s] = Math.sqrt(squares);
        }
        return new SentenceVectors(terms, weights, norms, termIds.size());
    }

    int size() {
        return terms.length;
    }

    /** Cosine similarity of sentences {@code a} and {@code b}. */
    double cosine(int a, int b) {
        if (norms[a] == 0 || norms[b] == 0) {
            return 0;
        }
        int[] ta = terms[a];
        int[] tb = terms[b];
        double dot = 0;
        for (int i = 0, j = 0; i < ta.length && j < tb.length;) {
            if (ta[i] == tb[j]) {
                dot += weights[a][i++] * weights[b][j++];
            } else if (ta[i] < tb[j]) {
                i++;
            } else {
                j++;
            }
        }
        return dot / (norms[a] * norms[b]);
    }

    /** Cosine similarity of each sentence to the centroid of all sentences (the document's own vector). */
    double[] centroidSimilarity() {
        double[] centroid = new double[termCount];
        for (int s = 0; s < terms.length; s++) {
            for (int k = 0; k < terms[s].length; k++) {
                centroid[terms[s][k]] += weights[s][k];
            }
        }
        double centroidNorm = Math.sqrt(Arrays.stream(centroid).map(v -> v * v).sum());
        double[] similarity = new double[terms.length];
        for (int s = 0; s < terms.length; s++) {
            if (norms[s] == 0 || centroidNorm == 0) {
                continue;
            }
            double dot = 0;
            for (int k = 0; k < terms[s].length; k++) {
                dot += weights[s][k] * centroid[terms[s][k]];
            }
            similarity[s] = dot / (norms[s] * centroidNorm);
        }
        return similarity;
    }
}
