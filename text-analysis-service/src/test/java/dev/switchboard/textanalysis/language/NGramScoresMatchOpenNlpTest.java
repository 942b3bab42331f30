package dev.switchboard.textanalysis.language;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.textanalysis.Analysers;
import opennlp.tools.langdetect.Language;
import opennlp.tools.langdetect.LanguageDetectorME;
import opennlp.tools.langdetect.LanguageDetectorModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * NGramScores gives the probabilities OpenNLP's own detector gives for the same text, outcome by outcome, on the
 * service's fixtures and on text that exercises every normaliser, or nearly does (URLs, e-mail addresses, hashtags,
 * "rt", faces, laughter, digits, repeated letters and white space, emoji, surrogate pairs, case mappings), so the
 * normalisers NGramScores skips are exactly those that would not have changed the text. Within 1e-6: NGramScores keeps
 * the weights as floats.
 */
class NGramScoresMatchOpenNlpTest {

    private static LanguageDetectorModel model;

    @BeforeAll
    static void load() throws IOException {
        try (InputStream in = NGramScoresMatchOpenNlpTest.class.getResourceAsStream("/langdetect-183.bin")) {
            model = new LanguageDetectorModel(in);
        }
    }

    private static List<String> texts() {
        List<String> texts = new ArrayList<>();
        for (String fixture : List.of("en", "pl", "ru", "zh", "ja", "mixed")) {
            texts.add(Analysers.fixture(fixture));
        }
        texts.add("See https://example.com/a?b=1 or mail ops@example.org #release @team RT: xD hahaha jajaja 2026");
        texts.add("Sooooo goooood!!!   Wow    😀😀 𝔸𝔹ℂ İstanbul ŞİŞLİ Straße ΟΔΥΣΣΕΥΣ ǅemal");
        texts.add("export xor box) ;-) :P x-d XO joho hehe HAHA rt:rt the rtfm art: 12ab 3");
        texts.add("tabs\tand\n\nnew  lines, AAA aaa Aaa, www.example.com/x http:/ not a url");
        texts.add("Ein kurzer Satz.");
        texts.add("a");
        texts.add("");
        Random random = new Random(42);
        for (int i = 0; i < 50; i++) {
            StringBuilder noise = new StringBuilder();
            for (int c = 0; c < 200; c++) {
                noise.appendCodePoint(random.nextInt(3) == 0 ? ' ' : 0x20 + random.nextInt(0x2FF));
            }
            texts.add(noise.toString());
        }
        return texts;
    }

    @Test
    void everyOutcomeHasOpenNlpsProbability() {
        NGramScores scores = new NGramScores(model);
        LanguageDetectorME reference = new LanguageDetectorME(model);
        String[] outcomes = reference.getSupportedLanguages();
        for (String text : texts()) {
            double[] ours = scores.probabilities(text);
            for (Language language : reference.predictLanguages(text)) {
                int outcome = List.of(outcomes).indexOf(language.getLang());
                assertThat(ours[outcome]).as("%s for %.40s", language.getLang(), text)
                        .isCloseTo(language.getConfidence(), within(1e-6));
            }
        }
    }
}
