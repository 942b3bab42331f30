package dev.switchboard.textanalysis.summary;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.SUMMARIZER;
import static org.assertj.core.api.Assertions.assertThat;

class TooLongBestSentenceIsCutAtAWordEndTest {

    private static final String SENTENCE = "Every replica of the gateway forwards each tool call to the service that "
            + "registered the tool, without keeping any state of its own.";

    @Test
    void theCutEndsAfterAWholeWordWithAnEllipsis() {
        // 131 code points; 39 would fit before the ellipsis, which falls inside "each", so the cut goes back a word
        Summary summary = SUMMARIZER.summarize(SENTENCE, 40);

        assertThat(summary.summary()).isEqualTo("Every replica of the gateway forwards…");
        assertThat(summary.length()).isEqualTo(38);
        assertThat(summary.truncated()).isTrue();
        assertThat(summary.compressionRatio()).isEqualTo("29.0%");
    }

    @Test
    void aGiantWordIsCutBetweenCharacters() {
        String word = "x\u0301".repeat(1000);

        Summary summary = SUMMARIZER.summarize(word, 25);

        assertThat(summary.summary()).endsWith("…").startsWith("x\u0301x\u0301");
        assertThat(summary.length()).isLessThanOrEqualTo(25);
        assertThat(summary.summary().charAt(summary.summary().length() - 2)).as("no accent torn from its letter")
                .isEqualTo('\u0301');
    }
}
