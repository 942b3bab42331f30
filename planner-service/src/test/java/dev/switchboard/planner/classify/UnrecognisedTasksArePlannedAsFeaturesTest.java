package dev.switchboard.planner.classify;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.TaskType;

import static org.assertj.core.api.Assertions.assertThat;

class UnrecognisedTasksArePlannedAsFeaturesTest {

    private final TaskClassifier classifier = new TaskClassifier(Lexicon.builtIn());

    @Test
    void noSignalMeansFeatureAndTheNoteSaysSo() {
        Classification classification = classifier.classify(PlanRequest.of("Quarterly thing for Bob", List.of(),
                List.of()));

        assertThat(classification.type()).isEqualTo(TaskType.FEATURE);
        assertThat(classification.recognised()).isFalse();
        assertThat(classification.explanation()).contains("No wording typical");
    }

    @Test
    void theEvidenceNamesTheWordsAsWritten() {
        Classification classification = classifier.classify(PlanRequest.of("Napraw błąd w eksporcie", List.of(),
                List.of()));

        assertThat(classification.type()).isEqualTo(TaskType.BUG_FIX);
        assertThat(classification.verbs()).containsExactly("napraw");
        assertThat(classification.objects()).containsExactly("błąd");
        assertThat(classification.explanation()).isEqualTo(
                "Classified as bugFix from its wording (verbs napraw; objects błąd).");
    }

    @Test
    void diacriticsMayBeLeftOut() {
        Classification classification = classifier.classify(PlanRequest.of("Napraw blad w eksporcie", List.of(),
                List.of()));

        assertThat(classification.type()).isEqualTo(TaskType.BUG_FIX);
    }
}
