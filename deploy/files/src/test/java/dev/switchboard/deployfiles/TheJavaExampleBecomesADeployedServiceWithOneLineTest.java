package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code examples/hello-java}, a module in a directory of its own that the root pom.xml already builds and that brings
 * its Dockerfile, becomes a deployed service of the suite with one line of deploy/services.txt: the generator writes it
 * into every deployment, named after its artifactId, and the coverage check then finds nothing missing. Outside
 * examples/hello-java that line is the only file written by hand; every other change is the generator's.
 */
class TheJavaExampleBecomesADeployedServiceWithOneLineTest {

    private static final String LINE = "hello-java     examples/hello-java    8091  9091        64m   100m  "
            + "256Mi/384Mi  1-2       no      tool                        -\n";

    @Test
    void oneLineDeploysHelloJavaEverywhere(@TempDir Path dir) throws Exception {
        Path copy = Repository.copy(dir);
        Repository.copyModule(copy, "examples/hello-java");
        Map<String, String> before = Repository.files(copy);

        Repository.edit(copy, ServiceList.FILE, "\nconformance ", "\n" + LINE + "conformance ");
        Set<String> generated = DeployFiles.expected(copy).keySet();
        DeployFiles.main(new String[] { copy.toString() });

        assertThat(DeploymentCoverage.problems(copy)).isEmpty();
        Map<String, String> after = Repository.files(copy);
        Set<String> changed = new TreeSet<>();
        after.forEach((path, text) -> {
            if (!text.equals(before.get(path))) {
                changed.add(path);
            }
        });
        assertThat(changed).filteredOn(path -> !generated.contains(path)).containsExactly(ServiceList.FILE);
        assertThat(changed).containsExactlyInAnyOrder(ServiceList.FILE, "deploy/compose/compose.yaml",
                "deploy/compose/redis-cluster.yaml", "deploy/images/pom.xml", "integration-tests/pom.xml",
                "deploy/k8s/base/kustomization.yaml", "deploy/k8s/overlays/dev/kustomization.yaml",
                "deploy/k8s/overlays/prod/kustomization.yaml", "deploy/k8s/base/hello-java/kustomization.yaml",
                "deploy/k8s/base/hello-java/deployment.yaml", "deploy/k8s/base/hello-java/service.yaml",
                "deploy/k8s/base/hello-java/hpa.yaml", "deploy/k8s/base/hello-java/pdb.yaml");

        assertThat(after.get("deploy/compose/compose.yaml")).contains(
                "image: switchboard/hello-java:${HELLO_JAVA_TAG:-0.1.0-SNAPSHOT}",
                "dockerfile: examples/hello-java/src/main/docker/Dockerfile.jvm",
                "SWITCHBOARD_SERVICE_BASE_URL: http://hello-java:8091");
        assertThat(after.get("deploy/k8s/base/hello-java/deployment.yaml")).contains("name: hello-java",
                "image: switchboard/hello-java", "containerPort: 8091", "value: http://hello-java:8091");
        assertThat(after.get("deploy/k8s/overlays/prod/kustomization.yaml"))
                .contains("newName: registry.example.com/switchboard/hello-java");
        assertThat(after.get("deploy/images/pom.xml")).contains("<artifactId>hello-java</artifactId>");
    }

    @Test
    void aModuleWhoseArtifactIdIsNotItsDirectorysNameIsRefused(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.copyModule(copy, "examples/hello-java");
        Repository.edit(copy, "examples/hello-java/pom.xml", "<artifactId>hello-java</artifactId>",
                "<artifactId>hello</artifactId>");
        Repository.edit(copy, ServiceList.FILE, "\nconformance ", "\n" + LINE + "conformance ");
        DeployFiles.expected(copy).forEach((path, text) -> write(copy.resolve(path), text));

        assertThat(DeploymentCoverage.problems(copy)).containsExactly("examples/hello-java/pom.xml: its artifactId "
                + "must be hello-java, the last part of its directory, which images and Kubernetes objects are named "
                + "after");
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
