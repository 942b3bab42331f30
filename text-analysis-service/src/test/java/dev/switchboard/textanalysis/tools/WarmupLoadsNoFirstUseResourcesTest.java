package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import dev.switchboard.textanalysis.language.DetectedLanguage;
import dev.switchboard.textanalysis.language.LanguageResources;

import static dev.switchboard.textanalysis.Analysers.READER;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The warm-up runs in every replica before it registers, so whatever its texts touch is loaded everywhere: no language
 * detected in any of its texts has resources kept for their first use (Polish's stemming table).
 */
class WarmupLoadsNoFirstUseResourcesTest {

    @Test
    void noWarmupTextIsInALanguageWhoseResourcesLoadOnFirstUse() {
        for (long round = 0; round < 24; round++) {
            String text = WarmupTexts.arguments(round).get("text").asText();

            assertThat(READER.read(text).languages().languages()).as("round %d: %s", round, text)
                    .extracting(DetectedLanguage::code)
                    .isNotEmpty()
                    .noneMatch(LanguageResources::loadsOnFirstUse);
        }
    }
}
