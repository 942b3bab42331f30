package dev.switchboard.deployfiles;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The checked-in compose and Kubernetes files are what deploy/files generates from deploy/services.txt; an edit to a
 * generated file or region, or a list that changed without regenerating, fails here.
 */
class GeneratedFilesAreUpToDateTest {

    @Test
    void everyFileThatDerivesFromTheServiceListIsAsGenerated() {
        Path root = Repository.root();
        assertThat(DeployFiles.stale(root, DeployFiles.expected(root)))
                .as("files that differ from what %s generates: run %s and commit them", ServiceList.FILE,
                        DeployFiles.REGENERATE)
                .isEmpty();
    }

    @Test
    void aHandEditedFileOrRegionIsStale(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.edit(copy, "deploy/k8s/base/planner-service/deployment.yaml", "cpu: 100m", "cpu: 200m");
        Repository.edit(copy, "deploy/compose/compose.yaml", "http://planner:8083", "http://planner:9999");
        Repository.edit(copy, "deploy/k8s/overlays/prod/kustomization.yaml", "  - name: switchboard/memory-service\n"
                + "    newName: registry.example.com/switchboard/memory-service\n    newTag: 0.1.0\n", "");

        assertThat(DeployFiles.stale(copy, DeployFiles.expected(copy))).containsExactlyInAnyOrder(
                "deploy/k8s/base/planner-service/deployment.yaml", "deploy/compose/compose.yaml",
                "deploy/k8s/overlays/prod/kustomization.yaml");
    }

    @Test
    void aToolWhoseVariableNamesAFileGetsItMountedInComposeAndKubernetes() {
        Map<String, String> expected = DeployFiles.expected(Repository.root());

        assertThat(expected.get("deploy/compose/compose.yaml")).contains(
                """
                              BRIDGE_UPSTREAMS_FILE: /etc/mcp-bridge/upstreams.json
                            secrets: [service_keys, switchboard_upstream_secrets_keys, switchboard_token_vault_keys]
                            # BRIDGE_UPSTREAMS_FILE (deploy/services.txt): edit mcp-bridge/upstreams.json beside this file, then restart the service.
                            volumes:
                              - ./mcp-bridge:/etc/mcp-bridge:ro
                        """);
        assertThat(expected.get("deploy/k8s/base/mcp-bridge-service/kustomization.yaml")).contains("""
                  - name: mcp-bridge-service-files
                    files:
                      - upstreams.json
                """);
        assertThat(expected.get("deploy/k8s/base/mcp-bridge-service/deployment.yaml")).contains("""
                            - name: BRIDGE_UPSTREAMS_FILE
                              value: /etc/mcp-bridge/upstreams.json
                """, """
                            - name: files
                              mountPath: /etc/mcp-bridge
                              readOnly: true
                """, """
                        - name: files
                          configMap:
                            name: mcp-bridge-service-files
                """);
        assertThat(expected.get("deploy/k8s/base/text-analysis-service/deployment.yaml")).doesNotContain("- name: files");
    }

    @Test
    void oneNewLineInTheListIsANewServiceInEveryDeployment(@TempDir Path dir) {
        Path copy = Repository.copy(dir);
        Repository.edit(copy, ServiceList.FILE, "conformance ",
                """
                        weather         weather-service        8097  9097        96m   100m  256Mi/384Mi  2-4       yes     tool                        WEATHER_API_KEY:api-key
                        conformance\s""");

        Map<String, String> expected = DeployFiles.expected(copy);
        assertThat(DeployFiles.stale(copy, expected)).contains(
                "deploy/k8s/base/weather-service/deployment.yaml", "deploy/k8s/base/weather-service/service.yaml",
                "deploy/k8s/base/weather-service/hpa.yaml", "deploy/k8s/base/weather-service/pdb.yaml",
                "deploy/k8s/base/weather-service/kustomization.yaml", "deploy/k8s/base/kustomization.yaml",
                "deploy/k8s/overlays/dev/kustomization.yaml", "deploy/k8s/overlays/prod/kustomization.yaml",
                "deploy/compose/compose.yaml", "deploy/compose/redis-cluster.yaml", "deploy/images/pom.xml",
                "integration-tests/pom.xml");
        assertThat(expected.get("deploy/k8s/base/weather-service/deployment.yaml"))
                .contains("containerPort: 8097", "containerPort: 9097", "value: http://weather-service:8097",
                        "switchboard.dev/https-egress: \"true\"", "name: WEATHER_API_KEY", "name: weather-secrets",
                        "key: api-key", "memory: 256Mi", "memory: 384Mi");
        assertThat(expected.get("deploy/compose/compose.yaml"))
                .contains("image: switchboard/weather-service:${WEATHER_TAG:-0.1.0-SNAPSHOT}",
                        "QUARKUS_CONFIG_LOCATIONS: /run/secrets/service_keys,/run/secrets/weather_api_key",
                        "      weather:\n        condition: service_healthy");
        assertThat(expected.get("deploy/k8s/overlays/prod/kustomization.yaml"))
                .contains("newName: registry.example.com/switchboard/weather-service");
    }
}
