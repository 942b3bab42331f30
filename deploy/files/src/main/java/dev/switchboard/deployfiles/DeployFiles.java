package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Generates the deployment files that derive from deploy/services.txt, or tells which checked-in ones differ from what
 * it would generate. Argument: the repository root (default: the working directory).
 */
public final class DeployFiles {

    /** How to bring the generated files up to date, for messages. */
    public static final String REGENERATE = "./mvnw -q -pl deploy/files compile exec:java";
    private static final Pattern VERSION = Pattern.compile(
            "<artifactId>switchboard-parent</artifactId>\\s*<version>([^<]+)</version>");

    private DeployFiles() {
    }

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "").toAbsolutePath();
        Map<String, String> expected = expected(root);
        List<String> stale = stale(root, expected);
        for (String path : stale) {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            Files.writeString(file, expected.get(path));
            System.out.println("[deploy-files] wrote " + path);
        }
        System.out.printf("[deploy-files] %d files derive from %s: %d rewritten, the rest were up to date%n",
                expected.size(), ServiceList.FILE, stale.size());
    }

    /** Every file that derives from the service list, as it should read, by path from the repository root. */
    public static Map<String, String> expected(Path root) {
        ServiceList list = ServiceList.read(root);
        String version = version(root);
        Generated generated = new Generated();
        KubernetesFiles.addTo(generated, list, version);
        ComposeFiles.addTo(generated, list, version);
        BuildFiles.addTo(generated, list);
        Map<String, String> expected = new LinkedHashMap<>(generated.files());
        generated.regions().forEach((path, regions) -> expected.put(path,
                GeneratedRegions.fill(path, read(root.resolve(path)), regions)));
        return expected;
    }

    /** The paths whose content differs from {@code expected} (or which do not exist). */
    public static List<String> stale(Path root, Map<String, String> expected) {
        List<String> stale = new ArrayList<>();
        expected.forEach((path, content) -> {
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file) || !read(file).equals(content)) {
                stale.add(path);
            }
        });
        return stale;
    }

    /** The suite's version, from the root pom.xml. */
    static String version(Path root) {
        Matcher version = VERSION.matcher(read(root.resolve("pom.xml")));
        if (!version.find()) {
            throw new IllegalStateException(root.resolve("pom.xml") + " names no switchboard-parent version");
        }
        return version.group(1);
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
