package dev.switchboard.textanalysis.summary;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.BitSet;

import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.CodePoints;
import dev.switchboard.textanalysis.text.Sentences;

/**
 * Extractive summaries: sentences ranked by {@link LexRank}, taken most central first while they fit in
 * {@code maxLength}, and given back in their original order. A text no longer than {@code maxLength} comes back whole;
 * when even the most central sentence does not fit, it is cut at a word end and ends with "…". Lengths are code
 * points, and the summary never exceeds {@code maxLength}. Thread-safe.
 */
public final class LexRankSummarizer {

    private final DocumentReader reader;
    private final LanguageResources resources;

    public LexRankSummarizer(DocumentReader reader, LanguageResources resources) {
        this.reader = reader;
        this.resources = resources;
    }

    public Summary summarize(String text, int maxLength) {
        if (maxLength < 2) {
            throw new IllegalArgumentException("maxLength must leave room for a character and the ellipsis");
        }
        Document document = reader.read(text);
        Sentences sentences = document.sentences();
        String language = document.languages().primary().code();
        int originalLength = CodePoints.count(text);
        if (originalLength <= maxLength) {
            return new Summary(text, originalLength, percent(originalLength, originalLength), sentences.size(),
                    sentences.size(), originalLength, false, language);
        }
        if (sentences.size() == 0) {
            return new Summary("", 0, percent(0, originalLength), 0, 0, originalLength, false, language);
        }
        int[] ranking = LexRank.rank(SentenceVectors.of(document, resources));
        String best = sentences.displayText(ranking[0]);
        if (CodePoints.count(best) > maxLength) {
            String cut = Truncation.cut(best, maxLength, reader.segmenter());
            int length = CodePoints.count(cut);
            return new Summary(cut, length, percent(length, originalLength), 1, sentences.size(), originalLength,
                    true, language);
        }
        BitSet chosen = new BitSet(sentences.size());
        int used = 0;
        for (int sentence : ranking) {
            int cost = CodePoints.count(sentences.displayText(sentence)) + (chosen.isEmpty() ? 0 : 1);
            if (used + cost <= maxLength) {
                chosen.set(sentence);
                used += cost;
            }
        }
        String summary = join(sentences, chosen);
        int length = CodePoints.count(summary);
        return new Summary(summary, length, percent(length, originalLength), chosen.cardinality(), sentences.size(),
                originalLength, false, language);
    }

    /** Sentences in text order; a space between them unless the previous one ends in CJK punctuation. */
    private static String join(Sentences sentences, BitSet chosen) {
        StringBuilder summary = new StringBuilder();
        for (int s = chosen.nextSetBit(0); s >= 0; s = chosen.nextSetBit(s + 1)) {
            if (!summary.isEmpty() && !endsWithFullWidthPunctuation(summary)) {
                summary.append(' ');
            }
            summary.append(sentences.displayText(s));
        }
        return summary.toString();
    }

    private static boolean endsWithFullWidthPunctuation(CharSequence text) {
        char last = text.charAt(text.length() - 1);
        return (last >= '\u3000' && last <= '\u303F') || (last >= '\uFF00' && last <= '\uFFEF');
    }

    static String percent(int part, int whole) {
        if (whole == 0) {
            return "0.0%";
        }
        return BigDecimal.valueOf(part * 100L).divide(BigDecimal.valueOf(whole), 1, RoundingMode.HALF_UP)
                .toPlainString() + "%";
    }
}
