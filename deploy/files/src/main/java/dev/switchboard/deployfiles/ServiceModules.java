package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The listed services against their modules: every top-level module with a Dockerfile is listed and every listed one
 * (at the top level or in a directory such as {@code examples/}) is such a module of the reactor, whose artifactId is
 * its directory's last part and whose application.properties and Dockerfile have the listed ports and name.
 */
final class ServiceModules {

    static final String DOCKERFILE = "src/main/docker/Dockerfile.jvm";
    private static final String PROPERTIES = "src/main/resources/application.properties";
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    /** The module's own artifactId: the first one after its parent's. */
    private static final Pattern ARTIFACT_ID = Pattern.compile("</parent>.*?<artifactId>([^<]+)</artifactId>",
            Pattern.DOTALL);

    private ServiceModules() {
    }

    static List<String> problems(Path root, ServiceList list) {
        List<String> problems = new ArrayList<>();
        Set<String> reactor = new TreeSet<>();
        Matcher module = MODULE.matcher(DeployFiles.read(root.resolve("pom.xml")));
        while (module.find()) {
            reactor.add(module.group(1));
        }
        for (String dockerized : withDockerfiles(root)) {
            if (!list.modules().contains(dockerized)) {
                problems.add(dockerized + " has a " + DOCKERFILE + " but " + ServiceList.FILE + " does not list it");
            }
        }
        for (Service service : list.services()) {
            Path dir = root.resolve(service.module());
            if (!Files.isRegularFile(dir.resolve(DOCKERFILE))) {
                problems.add(ServiceList.FILE + " lists " + service.module() + ", which is no module with a "
                        + DOCKERFILE);
                continue;
            }
            if (!reactor.contains(service.module())) {
                problems.add(service.module() + " is not a <module> of the root pom.xml");
            }
            Matcher artifactId = ARTIFACT_ID.matcher(DeployFiles.read(dir.resolve("pom.xml")));
            if (!artifactId.find() || !artifactId.group(1).equals(service.artifact())) {
                problems.add(service.module() + "/pom.xml: its artifactId must be " + service.artifact() + ", the last "
                        + "part of its directory, which images and Kubernetes objects are named after");
            }
            problems.addAll(configuration(dir, service));
        }
        return problems;
    }

    private static List<String> configuration(Path dir, Service service) {
        List<String> problems = new ArrayList<>();
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(DeployFiles.read(dir.resolve(PROPERTIES))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String where = service.module() + "/" + PROPERTIES;
        expect(problems, where, "quarkus.http.port", properties, Integer.toString(service.port()));
        expect(problems, where, "quarkus.management.port", properties, Integer.toString(service.managementPort()));
        if (!service.isHandWritten()) {
            expect(problems, where, "switchboard.service.name", properties, service.name());
        }
        String expose = "EXPOSE " + service.port() + " " + service.managementPort();
        if (!DeployFiles.read(dir.resolve(DOCKERFILE)).lines().anyMatch(expose::equals)) {
            problems.add(service.module() + "/" + DOCKERFILE + " does not say '" + expose + "'");
        }
        return problems;
    }

    private static void expect(List<String> problems, String where, String key, Properties properties,
            String value) {
        if (!value.equals(properties.getProperty(key))) {
            problems.add(where + ": " + key + " is " + properties.getProperty(key) + ", " + ServiceList.FILE
                    + " says " + value);
        }
    }

    private static Set<String> withDockerfiles(Path root) {
        try (Stream<Path> children = Files.list(root)) {
            return children.filter(child -> Files.isRegularFile(child.resolve(DOCKERFILE)))
                    .map(child -> child.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
