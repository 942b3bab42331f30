package dev.switchboard.images;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.google.cloud.tools.jib.api.buildplan.FileEntriesLayer;

/**
 * The JDK's AOT cache of each service image (JDK 25+, JEP 483/514/515), trained on the image's own runtime: a cache
 * is only accepted by the JVM build that wrote it and the modules image it was written against, so a cache trained on
 * the build JDK would be refused by the image's {@code jlink}ed one. {@code deploy/local/train-aot.sh} runs the whole
 * suite on that runtime from copies of the applications laid out as in the image (a cache records the class path
 * relative to the application's directory, so {@code /deployments} in the image finds it), drives both protocol eras
 * through the gateway and leaves {@code app.aot} beside each copy. Every copied file carries the modification time jib
 * gives the image's files, as the JVM compares class path entries with what it recorded.
 * <p>
 * Which services get a cache is train-aot.sh's to say: a tool that runs only when a variable names its work
 * (mcp-bridge-service) has no workload in its run and gets none.
 */
final class AotTraining {

    static final String CACHE = "app.aot";
    private static final FileTime IMAGE_TIME = FileTime.from(FileEntriesLayer.DEFAULT_MODIFICATION_TIME);

    private AotTraining() {
    }

    /**
     * Copies every module's packaged application into {@code directory}, trains the services train-aot.sh starts and
     * returns the caches it wrote, by module name (train-aot.sh itself fails when one of its services wrote none); none
     * when the runtime is older than JDK 25.
     *
     * @param jre the image's runtime (its files get the image's modification time)
     * @param seconds seconds per workload and era
     * @param portBase the training suite's ports (train-aot.sh's {@code TRAIN_PORT_BASE})
     */
    static Map<String, Path> train(Path root, List<Path> modules, Path jre, Path directory, int seconds, int portBase)
            throws IOException, InterruptedException {
        int major = Runtime.version().feature();
        if (major < 25) {
            System.out.printf("[images] no AOT caches: the images' runtime is JDK %d, the cache needs 25 or newer%n",
                    major);
            return Map.of();
        }
        touchAll(jre);
        Files.createDirectories(directory);
        for (Path module : modules) {
            Path copy = directory.resolve(module.getFileName().toString());
            copyTree(module.resolve("target/quarkus-app"), copy);
            touchAll(copy);
        }
        ProcessBuilder training = new ProcessBuilder("bash", root.resolve("deploy/local/train-aot.sh").toString(),
                "--seconds", Integer.toString(seconds)).inheritIO();
        training.environment().putAll(Map.of("APPS_DIR", directory.toString(), "SERVICE_JAVA_HOME", jre.toString(),
                "JAVA_HOME", System.getProperty("java.home"), "TRAIN_PORT_BASE", Integer.toString(portBase)));
        int status = training.start().waitFor();
        if (status != 0) {
            throw new IllegalStateException("training the images' AOT caches failed (exit " + status + "); its log is "
                    + root.resolve("target/train-aot.log") + ". -Dimages.aot=false builds the images without them");
        }
        Map<String, Path> caches = new HashMap<>();
        for (Path module : modules) {
            String name = module.getFileName().toString();
            Path cache = directory.resolve(name).resolve(CACHE);
            if (Files.isRegularFile(cache)) {
                caches.put(name, cache);
            }
        }
        return caches;
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (!Files.isRegularFile(source.resolve("quarkus-run.jar"))) {
            throw new IllegalStateException(source + "/quarkus-run.jar is missing: package the module first");
        }
        RuntimeLayers.deleteRecursively(target);
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : paths.toList()) {
                Path relative = source.relativize(path);
                if (relative.toString().equals(CACHE)) {
                    continue; // a cache run.sh's training left in the module: not the image's
                }
                Path destination = target.resolve(relative.toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(destination);
                } else {
                    Files.copy(path, destination, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void touchAll(Path directory) throws IOException {
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.toList()) {
                Files.setLastModifiedTime(path, IMAGE_TIME);
            }
        }
    }
}
