package dev.switchboard.textanalysis.summary;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.SUMMARIZER;
import static org.assertj.core.api.Assertions.assertThat;

class CentralSentencesAreChosenTest {

    private static final String TEXT = """
            The gateway caches tool results in Redis. Cached results expire after one hour. \
            My cat sleeps on the sofa all afternoon. The gateway reads cached results from Redis before it \
            calls a service. Results in Redis are keyed by tenant, tool and arguments.""";

    @Test
    void theOffTopicSentenceIsLeftOut() {
        Summary summary = SUMMARIZER.summarize(TEXT, 150);

        assertThat(summary.summary()).doesNotContain("cat");
        assertThat(summary.summary()).contains("Redis");
    }

    @Test
    void keptSentencesStayInTextOrder() {
        Summary summary = SUMMARIZER.summarize(TEXT, 200);

        String[] sentences = summary.summary().split("(?<=\\.) ");
        int previous = -1;
        for (String sentence : sentences) {
            int at = TEXT.indexOf(sentence);
            assertThat(at).isGreaterThan(previous);
            previous = at;
        }
    }
}
