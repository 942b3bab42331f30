package dev.switchboard.deployfiles;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One line of deploy/services.txt: a process of the suite and what each deployment needs to run it. The file's
 * header says what each column means.
 *
 * @param startsWith for a tool service run.sh starts only when this environment variable is set, the variable
 * @param file the file that variable names, which compose and Kubernetes give the service (mounted read-only under
 *        {@link #filesDirectory()}); empty when they give it none
 * @param memoryRequest Kubernetes' memory request, or null for the gateway and the console (their objects are
 *        hand-written)
 */
public record Service(String name, String module, int port, int managementPort, String heap, String cpu,
        String memoryRequest, String memoryLimit, int minReplicas, int maxReplicas, boolean egress, Kind kind,
        Optional<String> startsWith, Optional<String> file, List<Secret> secrets) {

    public Service {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(kind, "kind");
        startsWith = Objects.requireNonNullElse(startsWith, Optional.empty());
        file = Objects.requireNonNullElse(file, Optional.empty());
        secrets = List.copyOf(secrets);
    }

    /**
     * The module's own name, the last part of its directory ({@code examples/hello-java}: {@code hello-java}), which is
     * its Maven artifactId: the name of its image, of its Kubernetes objects and of its dependency in the builds.
     */
    public String artifact() {
        return module.substring(module.lastIndexOf('/') + 1);
    }

    /** The image's repository, by rule. */
    public String image() {
        return "switchboard/" + artifact();
    }

    /** {@code text-analysis} → {@code TEXT_ANALYSIS}: the stem of compose's tag variable and run.sh's port variable. */
    public String variableStem() {
        return name.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** Where compose and Kubernetes mount the directory holding {@link #file()}, in the container. */
    public String filesDirectory() {
        return "/etc/" + name;
    }

    /** The Kubernetes ConfigMap holding {@link #file()}, generated from the file beside the service's kustomization. */
    public String filesConfigMap() {
        return artifact() + "-files";
    }

    /** The Kubernetes Secret holding this service's own secrets. */
    public String kubernetesSecret() {
        return name + "-secrets";
    }

    public boolean isTool() {
        return kind == Kind.TOOL;
    }

    public boolean isFixture() {
        return kind == Kind.FIXTURE;
    }

    public boolean isGateway() {
        return kind == Kind.GATEWAY;
    }

    public boolean isConsole() {
        return kind == Kind.CONSOLE;
    }

    /** The gateway and the console: their compose and Kubernetes objects are written by hand, not generated. */
    public boolean isHandWritten() {
        return isGateway() || isConsole();
    }

    /** Every service but the console registers with the gateway (under its name) and keeps state in Redis. */
    public boolean usesRedis() {
        return !isConsole();
    }
}
