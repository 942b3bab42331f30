package dev.switchboard.textanalysis.summary;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static dev.switchboard.textanalysis.Analysers.SUMMARIZER;
import static dev.switchboard.textanalysis.Analysers.fixture;
import static org.assertj.core.api.Assertions.assertThat;

class SummaryNeverExceedsMaxLengthTest {

    static List<Arguments> textsAndLimits() {
        List<String> texts = List.of(fixture("en"), fixture("pl"), fixture("ru"), fixture("zh"), fixture("ja"),
                fixture("mixed"), "😀🎉 emoji 👍🏽 between words. " + "Ein langer Satz ohne Ende ".repeat(20) + "!");
        List<Integer> limits = List.of(20, 21, 33, 47, 64, 99, 150, 380, 100_000);
        return texts.stream().flatMap(text -> limits.stream().map(limit -> Arguments.of(text, limit))).toList();
    }

    @ParameterizedTest
    @MethodSource("textsAndLimits")
    void theSummaryFitsAndReportsItsOwnLength(String text, int maxLength) {
        Summary summary = SUMMARIZER.summarize(text, maxLength);

        int length = summary.summary().codePointCount(0, summary.summary().length());
        assertThat(length).isEqualTo(summary.length()).isLessThanOrEqualTo(maxLength).isPositive();
        assertThat(summary.originalLength()).isEqualTo(text.codePointCount(0, text.length()));
        assertThat(summary.compressionRatio()).matches("\\d+\\.\\d%");
        if (summary.originalLength() <= maxLength) {
            assertThat(summary.summary()).isEqualTo(text);
            assertThat(summary.compressionRatio()).isEqualTo("100.0%");
        }
        if (summary.truncated()) {
            assertThat(summary.summary()).endsWith("…");
            assertThat(summary.sentenceCount()).isEqualTo(1);
        }
    }
}
