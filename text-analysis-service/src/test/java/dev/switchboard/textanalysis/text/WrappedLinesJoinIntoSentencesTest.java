package dev.switchboard.textanalysis.text;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.READER;
import static org.assertj.core.api.Assertions.assertThat;

class WrappedLinesJoinIntoSentencesTest {

    @Test
    void aHardWrappedSentenceIsOneSentence() {
        String text = "The gateway forwards every call to the service\nthat registered the tool, and it never\nkeeps state.";

        assertThat(READER.read(text).sentences().size()).isEqualTo(1);
        assertThat(Layout.of(text).view()).hasSameSizeAs(text).doesNotContain("\n");
    }

    @Test
    void listItemsAndHeadingsKeepTheirLineBreaks() {
        String text = "# Release notes\n- faster start\n- smaller image\n1. build\n2. deploy";

        assertThat(READER.read(text).sentences().size()).isEqualTo(5);
    }

    @Test
    void blankLinesSeparateParagraphsAndSentences() {
        String text = "First paragraph without a full stop\n\n  \nSecond paragraph\r\n\r\nThird\u2029Fourth";

        assertThat(READER.read(text).sentences().size()).isEqualTo(4);
        assertThat(READER.read(text).paragraphCount()).isEqualTo(4);
    }

    @Test
    void paragraphsWithoutWordsAreNotCounted() {
        assertThat(READER.read("Words here.\n\n***\n\n!!!").paragraphCount()).isEqualTo(1);
    }
}
