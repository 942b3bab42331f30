package dev.switchboard.textanalysis.language;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import opennlp.tools.langdetect.LanguageDetectorFactory;
import opennlp.tools.langdetect.LanguageDetectorModel;
import opennlp.tools.ml.maxent.GISModel;
import opennlp.tools.ml.model.Context;
import opennlp.tools.util.normalizer.EmojiCharSequenceNormalizer;
import opennlp.tools.util.normalizer.NumberCharSequenceNormalizer;
import opennlp.tools.util.normalizer.ShrinkCharSequenceNormalizer;
import opennlp.tools.util.normalizer.TwitterCharSequenceNormalizer;
import opennlp.tools.util.normalizer.UrlCharSequenceNormalizer;

/**
 * The probabilities OpenNLP's {@code LanguageDetectorME.predictLanguages} gives, computed the same way without its
 * per-call overhead. OpenNLP normalises the text (nine regular expressions; the model was trained on what they leave),
 * lower-cases it, and counts each distinct n-gram of 1 to 3 chars once in a maximum-entropy (GIS) model with a uniform
 * prior. It runs every expression on every text, wraps every n-gram in a {@code CharBuffer}, hashes it char by char
 * into two maps and turns it into a {@code String} before the model's map is asked; on a short text that was most of
 * a call to analyzeText. Here OpenNLP's normalisers run only where they can match, and an n-gram is packed into a
 * {@code long} and looked up in one open-addressing table built from the model once
 * ({@code NGramScoresMatchOpenNlpTest} compares the two). Thread-safe: calls share only the immutable table.
 * <p>
 * The table keeps the model's weights in flat arrays (every n-gram's outcomes as bytes, its weights as floats, one
 * offset per n-gram) rather than the model's 180,000 {@code Context} objects with two arrays each (an object header and
 * an array header per n-gram, outcomes as ints): the text service's live heap fell from 49 to 40 MB, and to 34 MB with
 * the 1.5 million weights as floats rather than the model's doubles. A float keeps seven significant digits of a
 * weight; the scores are still summed in doubles, and every probability stays within 1e-6 of OpenNLP's (the service
 * answers confidences with three decimals). The model itself is not kept.
 */
final class NGramScores {

    private static final int MAX_GRAM = 3;

    /** Open addressing, linear probing: an n-gram's key ({@link #key}), 0 for an empty slot. */
    private final long[] keys;
    /** For each slot, the n-gram's index into {@link #starts}. */
    private final int[] grams;
    /** Where each n-gram's outcomes and weights start in {@link #outcomeOf} and {@link #weights}; one more at the end. */
    private final int[] starts;
    private final byte[] outcomeOf;
    private final float[] weights;
    private final int mask;
    private final int outcomes;
    private final double logPrior;

    /** @throws IllegalArgumentException for a model this class cannot reproduce (another context generator or kind). */
    NGramScores(LanguageDetectorModel model) {
        if (model.getFactory().getClass() != LanguageDetectorFactory.class
                || !(model.getMaxentModel() instanceof GISModel gis)) {
            throw new IllegalArgumentException("not the default OpenNLP language detector (n-grams 1-3, GIS)");
        }
        @SuppressWarnings("unchecked")
        Map<String, Context> predicates = (Map<String, Context>) gis.getDataStructures()[1];
        outcomes = gis.getNumOutcomes();
        if (outcomes > 256) {
            throw new IllegalArgumentException("more than 256 outcomes: " + outcomes);
        }
        logPrior = StrictMath.log(1.0 / outcomes);
        List<Map.Entry<String, Context>> used = new ArrayList<>();
        int total = 0;
        for (Map.Entry<String, Context> entry : predicates.entrySet()) {
            if (!entry.getKey().isEmpty() && entry.getKey().length() <= MAX_GRAM) {
                used.add(entry);
                total += entry.getValue().getOutcomes().length;
            }
        }
        // at most three quarters full: probes stay short without doubling the table
        int size = Integer.highestOneBit(Math.max(16, used.size() + used.size() / 3)) << 1;
        keys = new long[size];
        grams = new int[size];
        mask = size - 1;
        starts = new int[used.size() + 1];
        outcomeOf = new byte[total];
        weights = new float[total];
        int at = 0;
        for (int g = 0; g < used.size(); g++) {
            String gram = used.get(g).getKey();
            Context context = used.get(g).getValue();
            long key = key(gram, 0, gram.length());
            int slot = slot(key);
            keys[slot] = key;
            grams[slot] = g;
            starts[g] = at;
            int[] active = context.getOutcomes();
            double[] parameters = context.getParameters();
            for (int i = 0; i < active.length; i++, at++) {
                outcomeOf[at] = (byte) active[i];
                weights[at] = (float) parameters[i];
            }
        }
        starts[used.size()] = at;
    }

    /** One probability per model outcome (indexes as the model's), as OpenNLP would give them for {@code text}. */
    double[] probabilities(CharSequence text) {
        String lower = lowerCase(normalize(text.toString()));
        int length = lower.length();
        int[] seen = new int[Integer.highestOneBit(Math.max(8, 3 * length)) << 1];
        int seenMask = seen.length - 1;
        double[] scores = new double[outcomes];
        Arrays.fill(scores, logPrior);
        for (int n = 1; n <= MAX_GRAM; n++) {
            for (int start = 0; start + n <= length; start++) {
                int slot = slot(key(lower, start, n));
                if (keys[slot] != 0 && firstTime(seen, seenMask, slot)) {
                    int gram = grams[slot];
                    for (int i = starts[gram]; i < starts[gram + 1]; i++) {
                        scores[outcomeOf[i] & 0xFF] += weights[i];
                    }
                }
            }
        }
        double normal = 0;
        for (int o = 0; o < outcomes; o++) {
            scores[o] = StrictMath.exp(scores[o]);
            normal += scores[o];
        }
        for (int o = 0; o < outcomes; o++) {
            scores[o] /= normal;
        }
        return scores;
    }

    /**
     * OpenNLP's normalisers in OpenNLP's order (emoji, URLs and e-mail addresses, Twitter conventions, numbers,
     * repeated letters and white space), each run only when the text has what its patterns need to match: a pattern
     * that cannot match leaves the text as it is, so skipping it changes nothing, and most samples (words of letters
     * joined by single spaces) need none of the nine regular expressions.
     */
    private static String normalize(String text) {
        String normalized = text;
        if (mayBeEmoji(normalized)) {
            normalized = EmojiCharSequenceNormalizer.getInstance().normalize(normalized).toString();
        }
        if (normalized.contains("http") || normalized.indexOf('@') >= 0) {
            normalized = UrlCharSequenceNormalizer.getInstance().normalize(normalized).toString();
        }
        if (mayBeTwitter(normalized)) {
            normalized = TwitterCharSequenceNormalizer.getInstance().normalize(normalized).toString();
        }
        if (normalized.chars().anyMatch(c -> c >= '0' && c <= '9')) {
            normalized = NumberCharSequenceNormalizer.getInstance().normalize(normalized).toString();
        }
        if (mayShrink(normalized)) {
            return ShrinkCharSequenceNormalizer.getInstance().normalize(normalized).toString();
        }
        return normalized.trim();
    }

    /**
     * Whether the emoji normaliser's {@code [\\uD83C-\\uDBFF\\uDC00-\\uDFFF]+} could match. Java's regex parser reads
     * {@code \\uDBFF\\uDC00} as one supplementary code point, so the class is the range from U+D83C to U+10FC00, a
     * literal hyphen and U+DFFF: it also blanks hyphens, full-width punctuation and the rest of U+E000 to U+FFFF, and
     * the model learned from that. Any hyphen or char from 0xD83C on (low surrogates included) may match.
     */
    private static boolean mayBeEmoji(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0xD83C || text.charAt(i) == '-') {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether one of the Twitter normaliser's patterns could match: {@code [#@]\S+}, {@code \b(rt[ :])+},
     * {@code [:;x]-?[()dop]} and {@code ([hj])+([aieou])+(\1+\2+)+} (the last three ignoring ASCII case). Each test
     * is implied by its pattern matching, never the reverse.
     */
    private static boolean mayBeTwitter(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            char next = i + 1 < text.length() ? Character.toLowerCase(text.charAt(i + 1)) : 0;
            if (c == '#' || c == '@') {
                return true;
            }
            if (c == 'r' && next == 't' && i + 2 < text.length() && (text.charAt(i + 2) == ' ' || text.charAt(i + 2) == ':')) {
                return true;
            }
            if (c == ':' || c == ';' || c == 'x') {
                char face = next == '-' && i + 2 < text.length() ? Character.toLowerCase(text.charAt(i + 2)) : next;
                if ("()dop".indexOf(face) >= 0 && face != 0) {
                    return true;
                }
            }
            if ((c == 'h' || c == 'j') && laughs(text, i + 1)) {
                return true;
            }
        }
        return false;
    }

    /** After an h or j at {@code from - 1}: one or more of a, e, i, o, u, then an h or j. */
    private static boolean laughs(String text, int from) {
        int i = from;
        while (i < text.length() && "aeiou".indexOf(Character.toLowerCase(text.charAt(i))) >= 0) {
            i++;
        }
        return i > from && i < text.length() && "hj".indexOf(Character.toLowerCase(text.charAt(i))) >= 0;
    }

    /** Whether the shrink normaliser's patterns could match: two white-space chars in a row, or three equal chars. */
    private static boolean mayShrink(String text) {
        for (int i = 0; i + 1 < text.length(); i++) {
            char c = text.charAt(i);
            char next = text.charAt(i + 1);
            if (isRegexSpace(c) && isRegexSpace(next)) {
                return true;
            }
            if (i + 2 < text.length() && sameIgnoringCase(c, next) && sameIgnoringCase(c, text.charAt(i + 2))) {
                return true;
            }
        }
        return false;
    }

    /** {@code \s} without UNICODE_CHARACTER_CLASS. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /** Equal under any case folding (wider than the pattern's ASCII-only folding, so never too strict). */
    private static boolean sameIgnoringCase(char a, char b) {
        return a == b || Character.toLowerCase(Character.toUpperCase(a)) == Character.toLowerCase(Character.toUpperCase(b));
    }

    /** Lower-cased code point by code point, as OpenNLP's {@code StringUtil.toLowerCaseCharBuffer} does. */
    private static String lowerCase(CharSequence text) {
        StringBuilder lower = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> lower.appendCodePoint(Character.toLowerCase(cp)));
        return lower.toString();
    }

    /** The table slot of {@code key}: where it is, or the empty slot where it would be. */
    private int slot(long key) {
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** True the first time {@code slot} is offered to this call's {@code seen} set (slot + 1 stored; 0 is empty). */
    private static boolean firstTime(int[] seen, int seenMask, int slot) {
        int i = (slot * 0x9E3779B9 >>> 7) & seenMask;
        while (seen[i] != 0) {
            if (seen[i] == slot + 1) {
                return false;
            }
            i = (i + 1) & seenMask;
        }
        seen[i] = slot + 1;
        return true;
    }

    /** An n-gram of 1 to 3 UTF-16 chars as one non-zero long: its length, then its chars. */
    private static long key(CharSequence text, int start, int n) {
        long key = n;
        for (int i = 0; i < MAX_GRAM; i++) {
            key = (key << 16) | (i < n ? text.charAt(start + i) : 0);
        }
        return key;
    }
}
