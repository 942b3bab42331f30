package dev.switchboard.textanalysis.language;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.ibm.icu.lang.UScript;

import dev.switchboard.textanalysis.text.Words;
import opennlp.tools.langdetect.LanguageDetectorModel;

/**
 * Identifies the languages of a text by writing system first, then by Apache OpenNLP's language detector (the
 * {@code langdetect-183} model, 103 languages, about 24 MB of heap as {@link NGramScores} keeps it).
 * <p>
 * Words are grouped by script. Kana means Japanese (and so do the Han characters around it), Hangul means Korean, Han
 * without kana means Chinese, and a script only one of the model's languages is written in needs no model at all.
 * Anything else (Latin, Cyrillic, Arabic, Devanagari …) goes to {@link ScriptLanguageModel}. A script with fewer than
 * {@value #MIN_MODEL_LETTERS} letters next to other scripts stays undetermined ({@code und}), and so does a script none
 * of the model's languages is written in; an undetermined language is never the primary one while another is known.
 * Thread-safe.
 */
public final class LanguageIdentifier {

    private static final String MODEL = "/langdetect-183.bin";
    /**
     * A script needing the model with fewer letters than this, next to other scripts, is left undetermined: one Latin
     * product name in Chinese text says nothing about a language.
     */
    static final int MIN_MODEL_LETTERS = 20;
    /** Japanese prose writes particles and endings in kana; Chinese has none. */
    private static final double JAPANESE_KANA_SHARE = 0.1;

    private final ScriptLanguageModel model;

    private LanguageIdentifier(ScriptLanguageModel model) {
        this.model = model;
    }

    /** Loads the OpenNLP model from the classpath (artifact {@code opennlp-models-langdetect}). */
    public static LanguageIdentifier load(LanguageResources resources) {
        try (InputStream in = LanguageIdentifier.class.getResourceAsStream(MODEL)) {
            if (in == null) {
                throw new IllegalStateException(MODEL + " is not on the classpath (opennlp-models-langdetect)");
            }
            return new LanguageIdentifier(new ScriptLanguageModel(new LanguageDetectorModel(in), resources));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the language model " + MODEL, e);
        }
    }

    public LanguageMix identify(Words words) {
        Map<Integer, Integer> wordsByScript = new LinkedHashMap<>();
        Map<Integer, Integer> lettersByScript = new HashMap<>();
        for (int i = 0; i < words.size(); i++) {
            if (words.hasLetter(i)) {
                wordsByScript.merge(words.script(i), 1, Integer::sum);
                lettersByScript.merge(words.script(i), words.length(i), Integer::sum);
            }
        }
        if (wordsByScript.isEmpty()) {
            DetectedLanguage none = new DetectedLanguage(DetectedLanguage.UNDETERMINED, 0, 0);
            return new LanguageMix(none, List.of(), Map.of());
        }
        int kana = wordsByScript.getOrDefault(UScript.KATAKANA_OR_HIRAGANA, 0);
        int han = wordsByScript.getOrDefault(UScript.HAN, 0);
        boolean japanese = kana > 0 && kana >= JAPANESE_KANA_SHARE * (kana + han);

        Map<Integer, String> byScript = new HashMap<>();
        Map<String, double[]> byLanguage = new LinkedHashMap<>();
        for (Map.Entry<Integer, Integer> entry : wordsByScript.entrySet()) {
            int script = entry.getKey();
            ScriptGuess guess = switch (script) {
                case UScript.KATAKANA_OR_HIRAGANA -> new ScriptGuess("ja", 1);
                case UScript.HANGUL -> new ScriptGuess("ko", 1);
                case UScript.HAN -> new ScriptGuess(japanese ? "ja" : "zh", 1);
                default -> wordsByScript.size() > 1 && lettersByScript.get(script) < MIN_MODEL_LETTERS
                        ? ScriptGuess.UNDETERMINED
                        : model.guess(script, words);
            };
            byScript.put(script, guess.code());
            double[] tally = byLanguage.computeIfAbsent(guess.code(), c -> new double[2]);
            tally[0] += entry.getValue();
            tally[1] += guess.confidence() * entry.getValue();
        }
        List<DetectedLanguage> languages = new ArrayList<>();
        byLanguage.forEach((code, tally) -> languages.add(new DetectedLanguage(code, tally[1] / tally[0], (int) tally[0])));
        languages.sort(Comparator.comparing((DetectedLanguage l) -> l.code().equals(DetectedLanguage.UNDETERMINED))
                .thenComparing(Comparator.comparingInt(DetectedLanguage::words).reversed())
                .thenComparing(DetectedLanguage::code));
        return new LanguageMix(languages.getFirst(), languages, byScript);
    }
}
