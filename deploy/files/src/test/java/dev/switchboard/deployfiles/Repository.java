package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The repository these tests check, and copies of the part of it they read, to break on purpose. */
final class Repository {

    private Repository() {
    }

    /** The repository root: the build's, else two levels above this module. */
    static Path root() {
        String root = System.getProperty("repository.root");
        return (root != null ? Path.of(root) : Path.of("").toAbsolutePath().resolve("../..")).normalize();
    }

    /**
     * A copy under {@code target} of what the generator and the coverage check read: the root and integration-tests
     * pom.xml, deploy/ (without build output or local state) and each service module's pom.xml, application.properties
     * and Dockerfile.
     */
    static Path copy(Path target) {
        Path root = root();
        try {
            Files.copy(root.resolve("pom.xml"), target.resolve("pom.xml"));
            copyFile(root, target, "integration-tests/pom.xml");
            try (Stream<Path> files = Files.walk(root.resolve("deploy"))) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String relative = root.relativize(file).toString();
                    if (!relative.matches(".*/(target|\\.run|secrets)/.*")) {
                        copyFile(root, target, relative);
                    }
                }
            }
            try (Stream<Path> modules = Files.list(root)) {
                for (Path module : modules.filter(m -> Files.isRegularFile(m.resolve(ServiceModules.DOCKERFILE)))
                        .toList()) {
                    String name = module.getFileName().toString();
                    for (String file : List.of("pom.xml", "src/main/resources/application.properties",
                            ServiceModules.DOCKERFILE)) {
                        copyFile(root, target, name + "/" + file);
                    }
                }
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds to a copy what the generator and the coverage check read of {@code module} (a directory path). */
    static void copyModule(Path copy, String module) {
        try {
            for (String file : List.of("pom.xml", "src/main/resources/application.properties",
                    ServiceModules.DOCKERFILE)) {
                copyFile(root(), copy, module + "/" + file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file of a copy by its path from the copy's root, with its text. */
    static Map<String, String> files(Path copy) {
        try (Stream<Path> files = Files.walk(copy)) {
            Map<String, String> texts = new TreeMap<>();
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                texts.put(copy.relativize(file).toString(), Files.readString(file));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces {@code from} by {@code to} in a file of a copy, failing when {@code from} is not there. */
    static void edit(Path copy, String path, String from, String to) {
        try {
            String text = Files.readString(copy.resolve(path));
            if (!text.contains(from)) {
                throw new IllegalArgumentException(path + " does not contain " + from);
            }
            Files.writeString(copy.resolve(path), text.replace(from, to));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copyFile(Path root, Path target, String relative) throws IOException {
        Path destination = target.resolve(relative);
        Files.createDirectories(destination.getParent());
        Files.copy(root.resolve(relative), destination);
    }
}
