package dev.switchboard.textanalysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

import static dev.switchboard.textanalysis.Analysers.ANALYZER;
import static dev.switchboard.textanalysis.Analysers.EXTRACTOR;
import static dev.switchboard.textanalysis.Analysers.SUMMARIZER;
import static dev.switchboard.textanalysis.Analysers.fixture;
import static org.assertj.core.api.Assertions.assertThat;

/** The analysers are shared singletons in the service: calls on many threads must not disturb each other. */
class ConcurrentCallsAgreeWithSequentialOnesTest {

    private static final List<String> TEXTS = List.of(fixture("en"), fixture("pl"), fixture("ru"), fixture("zh"),
            fixture("ja"), fixture("mixed"));

    @Test
    void sixThreadsGetWhatOneThreadGets() throws Exception {
        List<Object> expected = new ArrayList<>();
        for (String text : TEXTS) {
            expected.add(answers(text));
        }
        try (ExecutorService pool = Executors.newFixedThreadPool(6)) {
            List<Future<List<Object>>> rounds = new ArrayList<>();
            for (int round = 0; round < 4; round++) {
                for (String text : TEXTS) {
                    rounds.add(pool.submit(() -> answers(text)));
                }
            }
            for (int i = 0; i < rounds.size(); i++) {
                assertThat(rounds.get(i).get()).isEqualTo(expected.get(i % TEXTS.size()));
            }
        }
    }

    private static List<Object> answers(String text) {
        return List.of(ANALYZER.analyze(text, 10), SUMMARIZER.summarize(text, 60), EXTRACTOR.extract(text, 100));
    }
}
