package dev.switchboard.textanalysis.entities;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GazetteerFileIsCuratedTest {

    @Test
    void theShippedFileIsVersionedAndHoldsSeveralHundredTechnologies() {
        Gazetteer gazetteer = Gazetteer.load();

        assertThat(gazetteer.version()).matches("\\d{4}\\.\\d+\\.\\d+");
        assertThat(gazetteer.size()).isGreaterThan(500);
    }

    @Test
    void anAliasClaimedByTwoTechnologiesIsRefused() {
        List<String> lines = List.of("# version: 1", "Kubernetes ; platform ; k8s", "Kustomize ; devops ; k8s");

        assertThatThrownBy(() -> Gazetteer.parse(lines)).hasMessageContaining("line 3")
                .hasMessageContaining("'k8s' already names Kubernetes");
    }

    @Test
    void aLineWithoutCategoryIsRefused() {
        assertThatThrownBy(() -> Gazetteer.parse(List.of("# version: 1", "Kubernetes"))).hasMessageContaining(
                "line 2");
    }

    @Test
    void aFileWithoutVersionIsRefused() {
        assertThatThrownBy(() -> Gazetteer.parse(List.of("Kubernetes ; platform ;"))).hasMessageContaining(
                "version");
    }
}
