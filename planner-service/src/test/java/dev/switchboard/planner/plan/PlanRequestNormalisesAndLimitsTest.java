package dev.switchboard.planner.plan;

import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlanRequestNormalisesAndLimitsTest {

    @Test
    void whitespaceIsCollapsedAndRepeatsDropped() {
        PlanRequest request = PlanRequest.of("  Add\n export  ", List.of("CSV", " csv ", "", "PDF"), List.of("Fast"));

        assertThat(request.task()).isEqualTo("Add export");
        assertThat(request.requirements()).containsExactly("CSV", "PDF");
        assertThat(request.duplicates()).containsExactly("csv");
        assertThat(request.constraints()).containsExactly("Fast");
    }

    @Test
    void aBlankTaskIsRefused() {
        assertThatThrownBy(() -> PlanRequest.of(" \t ", List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'task' must describe the work to plan; it is empty");
    }

    @Test
    void tooManyRequirementsAreRefused() {
        List<String> many = IntStream.rangeClosed(1, 51).mapToObj(i -> "Requirement " + i).toList();

        assertThatThrownBy(() -> PlanRequest.of("Add export", many, List.of()))
                .hasMessage("'requirements' lists 51 distinct items; at most 50 are accepted");
    }

    @Test
    void anOverlongItemIsRefused() {
        String tooLong = String.join("", Collections.nCopies(1001, "x"));

        assertThatThrownBy(() -> PlanRequest.of("Add export", List.of(), List.of(tooLong)))
                .hasMessageStartingWith("Each of 'constraints' may be at most 1000 characters long");
    }
}
