package dev.switchboard.configreference;

import java.nio.file.Path;

/** The repository these tests read. */
final class Repository {

    private Repository() {
    }

    /** The repository root: the build's, else one level above this module. */
    static Path root() {
        String root = System.getProperty("repository.root");
        return (root != null ? Path.of(root) : Path.of("").toAbsolutePath().resolve("..")).normalize();
    }
}
