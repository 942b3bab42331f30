package dev.switchboard.planner.plan;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PlanInvariantsCatchBrokenPlansTest {

    private static final List<String> REQUIREMENTS = List.of("Export as CSV", "Export as PDF");

    @Test
    void aSoundPlanHasNoProblems() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "analyzeProblem", List.of(), null),
                step(2, "implementCsvExport", List.of(1), "Export as CSV"),
                step(3, "implementPdfExport", List.of(1), "Export as PDF"),
                step(4, "testExports", List.of(2, 3), null)), REQUIREMENTS)).isEmpty();
    }

    @Test
    void aDependencyOnALaterStepIsACycleRisk() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "analyzeProblem", List.of(2), null),
                step(2, "implementCsvExport", List.of(1), "Export as CSV"),
                step(3, "implementPdfExport", List.of(2), "Export as PDF")), REQUIREMENTS))
                .containsExactly("step 1 depends on step 2, which does not come before it");
    }

    @Test
    void aSelfDependencyIsRefused() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "implementCsvExport", List.of(1), "Export as CSV"),
                step(2, "implementPdfExport", List.of(), "Export as PDF")), REQUIREMENTS))
                .containsExactly("step 1 depends on step 1, which does not come before it");
    }

    @Test
    void anUncoveredRequirementIsNamed() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "implementCsvExport", List.of(), "Export as CSV")), REQUIREMENTS))
                .containsExactly("no step serves the requirement 'Export as PDF'");
    }

    @Test
    void idsMustRunFromOneInOrder() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "implementCsvExport", List.of(), "Export as CSV"),
                step(3, "implementPdfExport", List.of(1), "Export as PDF")), REQUIREMENTS))
                .containsExactly("step 2 has id 3; ids must run 1..2 in order");
    }

    @Test
    void actionsMustBeCamelCaseVerbPhrases() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "Implement CSV export", List.of(), "Export as CSV"),
                step(2, "implement_pdf", List.of(1), "Export as PDF")), REQUIREMENTS))
                .containsExactly("step 1 action 'Implement CSV export' is not a camelCase verb phrase",
                        "step 2 action 'implement_pdf' is not a camelCase verb phrase");
    }

    @Test
    void theSameStepTwiceIsADuplicate() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "implementCsvExport", List.of(), "Export as CSV"),
                step(2, "implementCsvExport", List.of(1), "Export as CSV"),
                step(3, "implementPdfExport", List.of(1), "Export as PDF")), REQUIREMENTS))
                .containsExactly("steps 1 and 2 are the same step");
    }

    @Test
    void anUnknownRequirementIsRefused() {
        assertThat(PlanInvariants.problems(List.of(
                step(1, "implementCsvExport", List.of(), "Export as CSV"),
                step(2, "implementPdfExport", List.of(), "Export as PDF"),
                step(3, "implementXlsExport", List.of(), "Export as XLS")), REQUIREMENTS))
                .containsExactly("step 3 serves 'Export as XLS', which is not one of the requirements");
    }

    @Test
    void anEmptyPlanIsRefused() {
        assertThat(PlanInvariants.problems(List.of(), List.of())).containsExactly("the plan has no steps");
    }

    private static PlanStep step(int id, String action, List<Integer> dependsOn, String requirement) {
        return new PlanStep(id, action, "Do " + (requirement == null ? action : requirement), dependsOn, requirement,
                "Done", Estimate.M, null);
    }
}
