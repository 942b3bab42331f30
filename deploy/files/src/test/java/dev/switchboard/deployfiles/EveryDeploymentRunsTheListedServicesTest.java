package dev.switchboard.deployfiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each deployment, read as checked in, runs exactly the services deploy/services.txt gives it, and each listed service
 * is a module whose ports and name are the listed ones: a module left out of the list, a list line without its
 * module or deployments, or a deployment naming a service the list does not have, fails with each place named.
 */
class EveryDeploymentRunsTheListedServicesTest {

    @Test
    void theCheckedInDeploymentsRunTheListedServices() {
        assertThat(DeploymentCoverage.problems(Repository.root())).isEmpty();
    }

    @Test
    void aServiceModuleLeftOutOfTheListFailsWhereverItIsStillDeployed(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.edit(copy, ServiceList.FILE, "\nplanner ", "\n# planner ");

        List<String> problems = DeploymentCoverage.problems(copy);

        String unlisted = ", which deploy/services.txt does not list";
        assertThat(problems).contains(
                "planner-service has a src/main/docker/Dockerfile.jvm but deploy/services.txt does not list it",
                "deploy/images/pom.xml names planner-service" + unlisted,
                "integration-tests/pom.xml names planner-service" + unlisted,
                "deploy/compose/compose.yaml names planner-service" + unlisted,
                "deploy/compose/redis-cluster.yaml names planner" + unlisted,
                "deploy/k8s/base names planner-service" + unlisted,
                "deploy/k8s/overlays/dev/kustomization.yaml names planner-service" + unlisted,
                "deploy/k8s/overlays/prod/kustomization.yaml names planner-service" + unlisted);
    }

    @Test
    void aListedServiceWithoutItsModuleOrDeploymentsFailsEverywhereItIsMissing(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.edit(copy, ServiceList.FILE, "\nconformance ",
                """

                        weather         weather-service        8097  9097        96m   100m  256Mi/384Mi  2-4       no      tool                        -
                        conformance\s""");

        assertThat(DeploymentCoverage.problems(copy)).containsExactlyInAnyOrder(
                "deploy/services.txt lists weather-service, which is no module with a src/main/docker/Dockerfile.jvm",
                "deploy/images/pom.xml lacks weather-service",
                "integration-tests/pom.xml lacks weather-service",
                "deploy/compose/compose.yaml lacks weather-service",
                "deploy/compose/redis-cluster.yaml lacks weather-service",
                "deploy/k8s/base lacks weather-service",
                "deploy/k8s/overlays/dev/kustomization.yaml lacks weather-service",
                "deploy/k8s/overlays/prod/kustomization.yaml lacks weather-service");
    }

    @Test
    void aFileAToolsVariableNamesMustBeThereForComposeAndKubernetes(@TempDir Path dir) throws Exception {
        Path copy = Repository.copy(dir);
        Files.delete(copy.resolve("deploy/compose/mcp-bridge/upstreams.json"));
        Files.delete(copy.resolve("deploy/k8s/base/mcp-bridge-service/upstreams.json"));

        assertThat(DeploymentCoverage.problems(copy)).containsExactlyInAnyOrder(
                "deploy/compose/mcp-bridge/upstreams.json does not exist: the file BRIDGE_UPSTREAMS_FILE names in"
                        + " compose and Kubernetes (deploy/services.txt)",
                "deploy/k8s/base/mcp-bridge-service/upstreams.json does not exist: the file BRIDGE_UPSTREAMS_FILE"
                        + " names in compose and Kubernetes (deploy/services.txt)");
    }

    @Test
    void aFixtureDeployedToProductionAndPortsThatDisagreeFail(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.edit(copy, "deploy/k8s/overlays/prod/kustomization.yaml", "patches:",
                "  - name: switchboard/conformance-service\n    newTag: 0.1.0\npatches:");
        Repository.edit(copy, ServiceList.FILE, "8083  9083", "8083  9093");

        assertThat(DeploymentCoverage.problems(copy)).containsExactlyInAnyOrder(
                "deploy/k8s/overlays/prod/kustomization.yaml names conformance-service, which it should not"
                        + " (a fixture)",
                "planner-service/src/main/resources/application.properties: quarkus.management.port is 9083,"
                        + " deploy/services.txt says 9093",
                "planner-service/src/main/docker/Dockerfile.jvm does not say 'EXPOSE 8083 9093'");
    }
}
