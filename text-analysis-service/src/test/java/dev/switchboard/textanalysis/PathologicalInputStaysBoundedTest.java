package dev.switchboard.textanalysis;

import org.junit.jupiter.api.Test;

import dev.switchboard.textanalysis.analysis.Statistics;
import dev.switchboard.textanalysis.analysis.TextAnalysis;
import dev.switchboard.textanalysis.entities.EntityReport;
import dev.switchboard.textanalysis.summary.Summary;

import static dev.switchboard.textanalysis.Analysers.ANALYZER;
import static dev.switchboard.textanalysis.Analysers.EXTRACTOR;
import static dev.switchboard.textanalysis.Analysers.SUMMARIZER;
import static org.assertj.core.api.Assertions.assertThat;

/** Inputs built to break segmenters and rankers: each must still give a sane, bounded answer from every tool. */
class PathologicalInputStaysBoundedTest {

    private static final int MEGABYTE = 1_000_000;

    @Test
    void aMegabyteLongWordIsOneWordAndNoTopWord() {
        String text = "x".repeat(MEGABYTE);

        TextAnalysis analysis = ANALYZER.analyze(text, 10);
        Summary summary = SUMMARIZER.summarize(text, 100);

        assertThat(analysis.statistics().wordCount()).isEqualTo(1);
        assertThat(analysis.statistics().averageWordLength()).isEqualTo(MEGABYTE);
        assertThat(analysis.topWords()).isEmpty();
        assertThat(summary.truncated()).isTrue();
        assertThat(summary.summary()).isEqualTo("x".repeat(99) + "…");
        assertThat(EXTRACTOR.extract(text, 100).distinct().concepts()).isZero();
    }

    @Test
    void onlyPunctuationHasNoWordsAndNothingToSummarise() {
        String text = "?!.,;:—…«»()[]{}".repeat(MEGABYTE / 16);

        Statistics statistics = ANALYZER.analyze(text, 10).statistics();

        assertThat(statistics).isEqualTo(new Statistics(0, 0, 0, 0, text.length(), 0, 0, 0, 0, 0));
        assertThat(ANALYZER.analyze(text, 10).language()).isEqualTo("und");
        assertThat(SUMMARIZER.summarize(text, 500).summary()).isEmpty();
        assertThat(EXTRACTOR.extract(text, 100).entities().technologies()).isEmpty();
    }

    @Test
    void emojiAreCharactersButNotWords() {
        String text = "😀🎉👍🏽🇵🇱 ".repeat(MEGABYTE / 20);

        Statistics statistics = ANALYZER.analyze(text, 10).statistics();

        assertThat(statistics.wordCount()).isZero();
        assertThat(statistics.characterCount()).isEqualTo(text.codePointCount(0, text.length()));
    }

    @Test
    void rightToLeftTextWithBidiControlsIsCounted() {
        // Hebrew 5 words, Arabic 4, Hebrew 2; the embedding and isolate controls are neither words nor breaks
        String text = "\u202Bמערכת ההפעלה מעדכנת את השירות.\u202C \u2067نظام التشغيل يحدث الخدمة.\u2069 שלום עולם.";

        TextAnalysis analysis = ANALYZER.analyze(text, 3);
        Summary summary = SUMMARIZER.summarize(text, 40);

        assertThat(analysis.statistics().wordCount()).isEqualTo(11);
        assertThat(analysis.statistics().sentenceCount()).isEqualTo(3);
        assertThat(analysis.languages()).extracting(l -> l.language()).containsExactlyInAnyOrder("he", "ar");
        assertThat(summary.length()).isLessThanOrEqualTo(40);
    }

    @Test
    void scriptsSwitchingInsideAWordMakeSeparateWords() {
        String text = "Kubernetesクラスター上のPostgreSQL数据库和Redis缓存";

        TextAnalysis analysis = ANALYZER.analyze(text, 10);
        EntityReport report = EXTRACTOR.extract(text, 100);

        assertThat(analysis.statistics().wordCount()).isGreaterThanOrEqualTo(8);
        assertThat(report.entities().technologies()).containsExactly("Kubernetes", "PostgreSQL", "Redis");
    }

    @Test
    void aMegabyteOfHanWithoutPunctuationIsOneSentence() {
        String text = "中华人民共和国的服务器使用数据库存储用户资料".repeat(MEGABYTE / 66);

        TextAnalysis analysis = ANALYZER.analyze(text, 3);
        Summary summary = SUMMARIZER.summarize(text, 200);

        assertThat(analysis.statistics().sentenceCount()).isEqualTo(1);
        assertThat(analysis.statistics().wordCount()).isGreaterThan(text.length() / 4);
        assertThat(summary.truncated()).isTrue();
        assertThat(summary.length()).isLessThanOrEqualTo(200);
    }

    @Test
    void brokenSurrogatesControlCharactersAndCombiningMarksAreHarmless() {
        String text = "\uD800 lone \uDC00 surrogates\u0000 and\u0007 controls. " + "e\u0301".repeat(MEGABYTE / 2);

        TextAnalysis analysis = ANALYZER.analyze(text, 5);
        Summary summary = SUMMARIZER.summarize(text, 60);

        assertThat(analysis.statistics().wordCount()).isEqualTo(5);
        assertThat(summary.length()).isLessThanOrEqualTo(60);
        assertThat(EXTRACTOR.extract(text, 10).entities().technologies()).isEmpty();
    }

    @Test
    void aMegabyteOfTinySentencesStaysBounded() {
        String text = "Go. ".repeat(MEGABYTE / 4);

        Summary summary = SUMMARIZER.summarize(text, 1000);
        EntityReport report = EXTRACTOR.extract(text, 5);

        assertThat(summary.length()).isLessThanOrEqualTo(1000);
        assertThat(summary.sentenceCount()).isEqualTo(250);
        assertThat(report.details().technologies().getFirst().count()).isEqualTo(MEGABYTE / 4);
    }
}
