package dev.switchboard.deployfiles;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What the generators make, by path from the repository root: whole files, and the regions of hand-written files
 * ({@link GeneratedRegions}) by their ID.
 */
final class Generated {

    /** The first line of every wholly generated file. */
    static final String HEADER = "# Generated from deploy/services.txt by deploy/files (./mvnw -q -pl deploy/files "
            + "compile exec:java): edit that file, not this one.\n";

    private final Map<String, String> files = new LinkedHashMap<>();
    private final Map<String, Map<String, String>> regions = new LinkedHashMap<>();

    /** One {@code line} per service, each ending in a line feed. */
    static String lines(List<Service> services, Function<Service, String> line) {
        StringBuilder text = new StringBuilder();
        services.forEach(service -> text.append(line.apply(service)).append('\n'));
        return text.toString();
    }

    void file(String path, String content) {
        files.put(path, content);
    }

    void region(String path, String id, String content) {
        regions.computeIfAbsent(path, p -> new LinkedHashMap<>()).put(id, content);
    }

    Map<String, String> files() {
        return files;
    }

    Map<String, Map<String, String>> regions() {
        return regions;
    }
}
