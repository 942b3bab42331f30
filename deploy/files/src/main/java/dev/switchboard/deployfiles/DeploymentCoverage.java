package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Whether every deployment runs exactly the services deploy/services.txt says it should, read from the checked-in
 * files themselves rather than from the generator: the modules (each with a Dockerfile, ports, name and artifactId as
 * listed; deployments name a module by its artifactId, the last part of its directory),
 * the image build and the multi-process tests, compose and its Redis Cluster override, the Kubernetes base, extras and
 * overlays. A service missing
 * from a deployment, or a deployment naming a service the list does not have, is a problem.
 */
public final class DeploymentCoverage {

    private static final Pattern IMAGE = Pattern.compile("switchboard/([a-z][a-z0-9-]*)");
    private static final Pattern CLUSTER_CLIENT = Pattern.compile("(?m)^  ([a-z][a-z0-9-]*): \\*cluster-client");
    /** A dependency on a module of this build in a given scope (the libraries' versions are managed, not written). */
    private static final Pattern MODULE_DEPENDENCY = Pattern.compile("<groupId>dev\\.switchboard</groupId>\\s*"
            + "<artifactId>([^<]+)</artifactId>\\s*<version>[^<]*</version>\\s*<scope>(?:provided|test)</scope>");

    /** A deployment file (or directory), the modules it names, and those it should name. */
    record Target(String where, Set<String> named, Set<String> expected) {
    }

    private DeploymentCoverage() {
    }

    /** Everything wrong, one line each; empty when every deployment matches the list. */
    public static List<String> problems(Path root) {
        ServiceList list = ServiceList.read(root);
        List<String> problems = new ArrayList<>(ServiceModules.problems(root, list));
        for (Service service : list.tools()) {
            for (String file : service.file().map(name -> List.of("deploy/compose/" + service.name() + "/" + name,
                    "deploy/k8s/base/" + service.artifact() + "/" + name)).orElse(List.of())) {
                if (!Files.isRegularFile(root.resolve(file))) {
                    problems.add(file + " does not exist: the file " + service.startsWith().orElseThrow()
                            + " names in compose and Kubernetes (" + ServiceList.FILE + ")");
                }
            }
        }
        Set<String> listed = new TreeSet<>(list.artifacts());
        for (Target target : targets(root, list)) {
            for (String module : target.named()) {
                if (!listed.contains(module)) {
                    problems.add(target.where() + " names " + module + ", which " + ServiceList.FILE
                            + " does not list");
                } else if (!target.expected().contains(module)) {
                    problems.add(target.where() + " names " + module + ", which it should not (a "
                            + kindOf(list, module) + ")");
                }
            }
            for (String module : target.expected()) {
                if (!target.named().contains(module)) {
                    problems.add(target.where() + " lacks " + module);
                }
            }
        }
        return problems;
    }

    static List<Target> targets(Path root, ServiceList list) {
        Set<String> all = modules(list.services());
        Set<String> production = modules(list.production());
        String images = "deploy/images/pom.xml";
        String integrationTests = "integration-tests/pom.xml";
        String compose = "deploy/compose/compose.yaml";
        String cluster = "deploy/compose/redis-cluster.yaml";
        String base = "deploy/k8s/base";
        String extras = "deploy/k8s/extras";
        String dev = "deploy/k8s/overlays/dev/kustomization.yaml";
        String prod = "deploy/k8s/overlays/prod/kustomization.yaml";
        Set<String> elsewhere = found(IMAGE, yamlUnder(root, "deploy",
                path -> !path.equals(compose) && !path.startsWith(base) && !path.startsWith(extras)
                        && !path.equals(dev) && !path.equals(prod)));
        Set<String> listedElsewhere = new TreeSet<>(elsewhere);
        listedElsewhere.retainAll(all);
        return List.of(
                new Target(images, found(MODULE_DEPENDENCY, DeployFiles.read(root.resolve(images))), all),
                new Target(integrationTests, found(MODULE_DEPENDENCY, DeployFiles.read(root.resolve(integrationTests))),
                        all),
                new Target(compose, found(IMAGE, DeployFiles.read(root.resolve(compose))), all),
                new Target(cluster, clusterClients(DeployFiles.read(root.resolve(cluster)), list),
                        modules(list.redisClients())),
                new Target(base, found(IMAGE, yamlUnder(root, base, path -> true)), production),
                new Target(extras, found(IMAGE, yamlUnder(root, extras, path -> true)), modules(list.fixtures())),
                new Target(dev, found(IMAGE, DeployFiles.read(root.resolve(dev))), all),
                new Target(prod, found(IMAGE, DeployFiles.read(root.resolve(prod))), production),
                // Any other file may name a listed service, never another.
                new Target("deploy/ (other YAML files)", elsewhere, listedElsewhere));
    }

    /** The override's services mapped to modules: the gateway's replicas (gateway-1, …) are the gateway. */
    private static Set<String> clusterClients(String text, ServiceList list) {
        return found(CLUSTER_CLIENT, text).stream()
                .map(name -> list.services().stream()
                        .filter(s -> s.name().equals(name) || (s.isGateway() && name.matches(s.name() + "-\\d+")))
                        .map(Service::artifact).findFirst().orElse(name))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> found(Pattern pattern, String text) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    /** The YAML files under {@code directory} whose path from the root passes {@code include}, joined. */
    private static String yamlUnder(Path root, String directory, Predicate<String> include) {
        try (Stream<Path> files = Files.walk(root.resolve(directory))) {
            return files.filter(file -> file.toString().endsWith(".yaml") && !file.toString().contains("/target/"))
                    .filter(file -> include.test(root.relativize(file).toString()))
                    .sorted().map(DeployFiles::read).collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The modules' own names (artifactIds), as images, Kubernetes objects and the builds name them. */
    private static Set<String> modules(List<Service> services) {
        return services.stream().map(Service::artifact).collect(Collectors.toCollection(TreeSet::new));
    }

    private static String kindOf(ServiceList list, String module) {
        return list.services().stream().filter(s -> s.artifact().equals(module))
                .map(s -> s.kind().name().toLowerCase(Locale.ROOT)).findFirst().orElseThrow();
    }
}
