package dev.switchboard.deployfiles;

import java.util.ArrayList;
import java.util.List;

/**
 * The generated services of deploy/compose/compose.yaml (tool services and fixtures, each built from its module's
 * Dockerfile, with its secrets, the egress network when it calls out, a profile when it is a fixture), the gateways'
 * wait for the tool services, and the Redis Cluster override's list of cluster clients.
 */
final class ComposeFiles {

    private static final String COMPOSE = "deploy/compose/compose.yaml";
    private static final String CLUSTER = "deploy/compose/redis-cluster.yaml";

    private ComposeFiles() {
    }

    static void addTo(Generated out, ServiceList list, String version) {
        StringBuilder services = new StringBuilder();
        for (Service service : list.generated()) {
            services.append(service(service, version)).append('\n');
        }
        out.region(COMPOSE, "tool-services", services.toString().stripTrailing() + "\n");
        out.region(COMPOSE, "gateway-depends-on",
                Generated.lines(list.tools(), s -> s.name() + ":\n  condition: service_healthy"));
        out.region(CLUSTER, "cluster-clients", Generated.lines(list.generated(), s -> s.name()
                + ": *cluster-client"));
    }

    private static String service(Service service, String version) {
        List<String> secrets = new ArrayList<>(List.of("service_keys"));
        service.secrets().forEach(secret -> secrets.add(secret.composeName()));
        StringBuilder text = new StringBuilder();
        if (service.isFixture()) {
            text.append("# A fixture, never needed in production: docker compose --profile ").append(service.name())
                    .append(" up -d ").append(service.name()).append('\n');
        }
        text.append("""
                %1$s:
                  <<: *java-service
                  image: %2$s:${%3$s_TAG:-%4$s}
                  build:
                    context: ../..
                    dockerfile: %5$s/src/main/docker/Dockerfile.jvm
                    args: *build-args
                  environment:
                    <<: *service-environment
                    SWITCHBOARD_SERVICE_BASE_URL: http://%1$s:%6$d
                    QUARKUS_CONFIG_LOCATIONS: %7$s
                """.formatted(service.name(), service.image(), service.variableStem(), version, service.module(),
                service.port(), String.join(",", secrets.stream().map(s -> "/run/secrets/" + s).toList())));
        service.file().ifPresent(file -> text.append("""
                    %1$s: %2$s/%3$s
                """.formatted(service.startsWith().orElseThrow(), service.filesDirectory(), file)));
        text.append("  secrets: [").append(String.join(", ", secrets)).append("]\n");
        service.file().ifPresent(file -> text.append("""
                  # %1$s (deploy/services.txt): edit %2$s/%3$s beside this file, then restart the service.
                  volumes:
                    - ./%2$s:%4$s:ro
                """.formatted(service.startsWith().orElseThrow(), service.name(), file, service.filesDirectory())));
        if (service.egress()) {
            text.append(
                    "  # Reaches servers outside the host (egress in deploy/services.txt).\n  networks: [backend, egress]\n");
        }
        if (service.isFixture()) {
            text.append("  profiles: [").append(service.name()).append("]\n");
        }
        return text.toString();
    }
}
