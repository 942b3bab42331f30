package dev.switchboard.planner.rules;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.planner.classify.Lexicon;
import dev.switchboard.planner.classify.TaskClassifier;
import dev.switchboard.planner.plan.Phase;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanInvariants;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanStep;

import static org.assertj.core.api.Assertions.assertThat;

class PlansWithoutRequirementsCoverTheWholeTaskTest {

    private final TaskClassifier classifier = new TaskClassifier(Lexicon.builtIn());

    @Test
    void oneBuildAndOneVerificationStepServeTheTask() {
        PlanRequest request = PlanRequest.of("Fix the login crash on Safari", List.of(), List.of());

        Plan plan = new RulePlanner().plan(request, classifier.classify(request));

        assertThat(PlanInvariants.problems(plan.plan(), List.of())).isEmpty();
        assertThat(plan.plan()).filteredOn(step -> step.phase() == Phase.BUILD).singleElement()
                .satisfies(step -> {
                    assertThat(step.action()).isEqualTo("implementFix");
                    assertThat(step.requirement()).isNull();
                    assertThat(step.description()).contains("Fix the login crash on Safari");
                });
        assertThat(plan.plan()).filteredOn(step -> step.phase() == Phase.VERIFY)
                .extracting(PlanStep::action).containsExactly("addRegressionTest", "runFullTestSuite");
        assertThat(plan.notes()).anyMatch(note -> note.startsWith("No requirements were given"));
    }

    @Test
    void theSeedShapeStaysRecognisable() {
        PlanRequest request = PlanRequest.of("Build a notification center", List.of(), List.of());

        Plan plan = new RulePlanner().plan(request, classifier.classify(request));

        assertThat(plan.plan()).extracting(PlanStep::action).startsWith("analyzeProblem")
                .contains("implementSolution");
        assertThat(plan.plan()).extracting(PlanStep::id)
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, plan.plan().size()).boxed()
                        .toList());
    }

    @Test
    void repeatedRequirementsArePlannedOnceAndNoted() {
        PlanRequest request = PlanRequest.of("Add dark mode",
                List.of("Follows the OS setting", "follows the  OS setting", "Toggle in settings"), List.of());

        Plan plan = new RulePlanner().plan(request, classifier.classify(request));

        assertThat(plan.plan()).filteredOn(step -> step.phase() == Phase.BUILD).hasSize(2);
        assertThat(plan.notes()).contains("Listed more than once and planned once: 'follows the OS setting'.");
    }
}
