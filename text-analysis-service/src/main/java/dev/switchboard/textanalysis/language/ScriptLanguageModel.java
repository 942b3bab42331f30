package dev.switchboard.textanalysis.language;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.ibm.icu.lang.UScript;
import com.ibm.icu.util.ULocale;

import dev.switchboard.textanalysis.text.Folding;
import dev.switchboard.textanalysis.text.Words;
import opennlp.tools.langdetect.LanguageDetectorME;
import opennlp.tools.langdetect.LanguageDetectorModel;

/**
 * OpenNLP's language detector (its model, scored by {@link NGramScores}) applied to the words of one script, choosing
 * only among the languages usually written in it (ICU likely subtags). Each language counts once, by its most
 * probable model class (the model has two classes for Estonian, Latvian and Persian, which would otherwise double
 * their weight). Confidence is the winner's share of the probability given to the candidates. The model reads up to
 * {@value #SAMPLE_CHUNKS} × {@value #SAMPLE_CHUNK_WORDS}
 * words from evenly spaced places, so a megabyte costs no more than a page.
 * <p>
 * On a sentence or two the model's probabilities are nearly flat and it picks Estonian or Afrikaans for plain English.
 * A sample under {@value #SHORT_SAMPLE_WORDS} words therefore has the model's {@value #SHORT_CANDIDATES} best
 * candidates re-ranked by how many of the words are stop words of each (function words are the strongest signal a
 * short text has), the model's probability breaking ties.
 */
final class ScriptLanguageModel {

    static final int SAMPLE_CHUNKS = 4;
    static final int SAMPLE_CHUNK_WORDS = 150;
    static final int SHORT_SAMPLE_WORDS = 50;
    static final int SHORT_CANDIDATES = 5;

    private final NGramScores scores;
    private final String[] outcomes;
    private final LanguageResources resources;
    private final Map<Integer, Set<String>> candidatesByScript = new HashMap<>();
    private final Map<String, String> isoCodes = new HashMap<>();

    ScriptLanguageModel(LanguageDetectorModel model, LanguageResources resources) {
        this.scores = new NGramScores(model);
        this.outcomes = new LanguageDetectorME(model).getSupportedLanguages();
        this.resources = resources;
        Map<String, String> twoLetterByThree = new HashMap<>();
        for (String twoLetter : Locale.getISOLanguages()) {
            twoLetterByThree.put(Locale.of(twoLetter).getISO3Language(), twoLetter);
        }
        for (String code : outcomes) {
            // ICU folds macrolanguage members into their ISO 639-1 code (cmn → zh, pes → fa, lvs → lv); Java's
            // table covers the rest (tgl → tl, where ICU answers the 639-2 "fil").
            ULocale canonical = ULocale.createCanonical(code);
            String iso = canonical.getLanguage();
            isoCodes.put(code, iso.length() == 2 ? iso : twoLetterByThree.getOrDefault(code, iso));
            int script = scriptCode(ULocale.addLikelySubtags(canonical).getScript());
            candidatesByScript.computeIfAbsent(script, s -> new TreeSet<>()).add(code);
        }
    }

    /** The language of the words written in {@code script} (a UScript code). */
    ScriptGuess guess(int script, Words words) {
        Set<String> candidates = candidatesByScript.getOrDefault(script, Set.of());
        if (candidates.isEmpty()) {
            return ScriptGuess.UNDETERMINED;
        }
        if (candidates.size() == 1) {
            return new ScriptGuess(isoCodes.get(candidates.iterator().next()), 1);
        }
        List<String> sample = sample(script, words);
        Map<String, Double> probability = new HashMap<>();
        double[] byOutcome = scores.probabilities(String.join(" ", sample));
        for (int o = 0; o < outcomes.length; o++) {
            if (candidates.contains(outcomes[o])) {
                probability.merge(isoCodes.get(outcomes[o]), byOutcome[o], Math::max);
            }
        }
        double total = probability.values().stream().mapToDouble(Double::doubleValue).sum();
        List<String> ranked = new ArrayList<>(probability.keySet());
        ranked.sort(Comparator.comparing((String code) -> -probability.get(code)).thenComparing(code -> code));
        if (sample.size() < SHORT_SAMPLE_WORDS) {
            List<String> best = new ArrayList<>(ranked.subList(0, Math.min(SHORT_CANDIDATES, ranked.size())));
            best.sort(Comparator.comparing((String code) -> -stopWordShare(code, sample)).thenComparing(ranked::indexOf));
            ranked = best;
        }
        String winner = ranked.getFirst();
        return new ScriptGuess(winner, total > 0 ? probability.get(winner) / total : 0);
    }

    private double stopWordShare(String language, List<String> sample) {
        long stopWords = sample.stream().filter(word -> resources.isStopWord(language, Folding.fold(word))).count();
        return (double) stopWords / sample.size();
    }

    /** Words of one script from {@value #SAMPLE_CHUNKS} evenly spaced stretches of the text. */
    static List<String> sample(int script, Words words) {
        int total = 0;
        for (int i = 0; i < words.size(); i++) {
            if (words.hasLetter(i) && words.script(i) == script) {
                total++;
            }
        }
        int chunkWords = Math.max(1, Math.min(SAMPLE_CHUNK_WORDS, total / SAMPLE_CHUNKS));
        int stride = Math.max(chunkWords, total / SAMPLE_CHUNKS);
        List<String> sample = new ArrayList<>();
        int ordinal = 0;
        for (int i = 0; i < words.size(); i++) {
            if (words.hasLetter(i) && words.script(i) == script) {
                if (ordinal % stride < chunkWords) {
                    sample.add(words.text(i));
                }
                ordinal++;
            }
        }
        return sample;
    }

    private static int scriptCode(String iso15924) {
        return switch (iso15924) {
            case "Hans", "Hant" -> UScript.HAN;
            case "Jpan" -> UScript.KATAKANA_OR_HIRAGANA;
            case "Kore" -> UScript.HANGUL;
            default -> UScript.getCodeFromName(iso15924);
        };
    }
}
